-- Client approval decided by the service at the time of the write (DD104, DD105): the manager's note that comes with a
-- proposal, the author withdrawing it, and SENDING, the claim an approval takes before it sends (so a withdrawal can
-- never race a send that is under way).
ALTER TABLE gbp_proposal ADD COLUMN author_note TEXT NULL AFTER author_email;

ALTER TABLE gbp_proposal DROP CONSTRAINT ck_gbp_proposal_status;

ALTER TABLE gbp_proposal ADD CONSTRAINT ck_gbp_proposal_status
    CHECK (status IN ('PENDING', 'SENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'FAILED', 'WITHDRAWN'));

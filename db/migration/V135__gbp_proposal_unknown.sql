-- A proposal a node claimed (SENDING) and then died with (DD193): the sync reads the profile once the claim is older
-- than its lease and settles it APPROVED (the change is there), FAILED (nothing changed) or UNKNOWN (something else
-- changed; a person looks). It is never sent again by itself.
ALTER TABLE gbp_proposal DROP CONSTRAINT ck_gbp_proposal_status;

ALTER TABLE gbp_proposal ADD CONSTRAINT ck_gbp_proposal_status
    CHECK (status IN ('PENDING', 'SENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'FAILED', 'WITHDRAWN', 'UNKNOWN'));

CREATE INDEX ix_gbp_proposal_status ON gbp_proposal (status, decided_at);

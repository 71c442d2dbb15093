-- Spends whose outcome is unknown, settled by a person (DD126): the sync records when it last looked for a
-- submission's report; a person settles one the sync did not find, either "found" (linked to a stored report of the
-- workspace) or "written off" (counted as spent, never sent again) with a required note. Who settled it and the note
-- are kept on the row; the audit trail has the rest.
ALTER TABLE scan_submission
    DROP CONSTRAINT ck_scan_submission_status;
ALTER TABLE scan_submission
    ADD CONSTRAINT ck_scan_submission_status
        CHECK (status IN ('SUBMITTING', 'QUEUED', 'COMPLETE', 'UNKNOWN', 'FAILED', 'WRITTEN_OFF')),
    ADD COLUMN last_looked_at TIMESTAMP(3) NULL,
    ADD COLUMN settled_by     VARCHAR(26)  NULL,
    ADD COLUMN settled_note   VARCHAR(500) NULL;

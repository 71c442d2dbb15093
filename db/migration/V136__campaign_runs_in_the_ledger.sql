-- A campaign's "run now" spends credits like a scan, so it goes through the same ledger (DD193): a row written
-- SUBMITTING before the run is sent, settled COMPLETE when the service took it, FAILED after a definite refusal and
-- UNKNOWN after an ambiguous failure or when the node sending it stopped. An open one is on the unknown-spends page; the
-- campaign sync settles it from the campaign report listing, never by sending again. Its row keeps the campaign's key;
-- keyword holds the campaign's name, lat and lng stay empty.
ALTER TABLE scan_submission
    DROP CONSTRAINT ck_scan_submission_kind;
ALTER TABLE scan_submission
    ADD CONSTRAINT ck_scan_submission_kind CHECK (kind IN ('SCAN', 'SPOT', 'CAMP')),
    ADD COLUMN campaign_key VARCHAR(64) NULL;

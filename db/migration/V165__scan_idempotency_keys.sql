-- A scan started through the API carries the caller's Idempotency-Key (issue 52, DD222). The key lives in the ledger
-- row itself, so a retried request finds the scan it already started, in whatever state a crash left it, and is
-- answered with that row instead of spending again. Unique per workspace; rows made in the portal have none.
ALTER TABLE scan_submission ADD COLUMN idempotency_key VARCHAR(64) NULL;

CREATE UNIQUE INDEX uq_scan_submission_idempotency ON scan_submission (workspace_id, idempotency_key);

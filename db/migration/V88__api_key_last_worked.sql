-- When each stored API key last worked and last failed (DD117). The gateway writes last_worked_at after a successful
-- call with the key at most once a minute per key (not at every call: up to 5 calls a second share one key), and
-- last_failed_at with the service's reason (already redacted, never the key) when the service refused the key
-- (401/403). A key whose last failure is newer than its last success has stopped working.
ALTER TABLE upstream_api_key
    ADD COLUMN last_worked_at      TIMESTAMP(3) NULL,
    ADD COLUMN last_failed_at      TIMESTAMP(3) NULL,
    ADD COLUMN last_failure_reason VARCHAR(255) NULL;

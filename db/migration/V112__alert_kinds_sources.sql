-- Alert kinds of issue 19 that read other features' rows (DD152). A campaign's status_changed_at is when Locus
-- learned that the service changed its status (NULL for a campaign first seen with the status it has), so a
-- campaign deactivated for want of credits alerts once per deactivation. The indexes serve the alerts' round,
-- which reads the rows changed within its lookback across all agencies.
ALTER TABLE campaign ADD COLUMN status_changed_at TIMESTAMP(3) NULL;

CREATE INDEX ix_campaign_status_changed ON campaign (status, status_changed_at);

CREATE INDEX ix_guard_report_stored ON guard_report (stored_at);

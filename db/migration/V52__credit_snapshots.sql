-- Account information of a workspace's service account over time (DD051): what POST /v2/account answered when a
-- snapshot was taken (by the scheduled job on one node, or by "refresh now" on the credits page). Numbers the
-- service left out stay NULL.
CREATE TABLE credit_snapshot (
    id                   VARCHAR(26)  NOT NULL PRIMARY KEY,
    workspace_id         VARCHAR(26)  NOT NULL,
    agency_id            VARCHAR(26)  NOT NULL,
    taken_at             TIMESTAMP(3) NOT NULL,
    origin               VARCHAR(12)  NOT NULL,
    plan                 VARCHAR(100) NULL,
    subscription_status  VARCHAR(40)  NULL,
    renewal_date         DATE         NULL,
    monthly_credits      BIGINT       NULL,
    balance              BIGINT       NULL,
    used_this_period     BIGINT       NULL,
    period_start         DATE         NULL,
    period_end           DATE         NULL,
    scans                BIGINT       NULL,
    campaign_scans       BIGINT       NULL,
    autoscan_scans       BIGINT       NULL,
    credits_used         BIGINT       NULL,
    CONSTRAINT fk_credit_snapshot_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_credit_snapshot_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_credit_snapshot_origin CHECK (origin IN ('SCHEDULE', 'REFRESH'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_credit_snapshot_taken ON credit_snapshot (workspace_id, taken_at);

-- Append-only audit trail of every write. The application only ever inserts here.
CREATE TABLE audit_event (
    id             BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
    occurred_at    TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    agency_id      VARCHAR(26)  NULL,
    workspace_id   VARCHAR(26)  NULL,
    actor_user_id  VARCHAR(26)  NULL,
    actor_email    VARCHAR(254) NULL,
    action         VARCHAR(80)  NOT NULL,
    target         VARCHAR(255) NULL,
    outcome        VARCHAR(20)  NOT NULL,
    details        TEXT         NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_audit_agency_time ON audit_event (agency_id, occurred_at);
CREATE INDEX ix_audit_workspace_time ON audit_event (workspace_id, occurred_at);

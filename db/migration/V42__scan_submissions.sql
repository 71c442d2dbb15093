-- The ledger of credit-spending scan submissions (DD042): a row is written SUBMITTING before run-scan is sent, then
-- settled QUEUED or COMPLETE (with the report key), FAILED after a definite refusal, or UNKNOWN after an ambiguous
-- failure; UNKNOWN is settled only by reading the report listings, never by sending again.
CREATE TABLE scan_submission (
    id            VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id     VARCHAR(26)   NOT NULL,
    workspace_id  VARCHAR(26)   NOT NULL,
    fingerprint   CHAR(64)      NOT NULL,
    place_id      VARCHAR(255)  NOT NULL,
    keyword       VARCHAR(200)  NOT NULL,
    lat           VARCHAR(24)   NOT NULL,
    lng           VARCHAR(24)   NOT NULL,
    grid_size     INT           NOT NULL,
    radius        DECIMAL(7, 3) NOT NULL,
    unit          VARCHAR(2)    NOT NULL,
    platform      VARCHAR(10)   NOT NULL,
    ai_analysis   BOOLEAN       NOT NULL,
    credits       INT           NOT NULL,
    status        VARCHAR(12)   NOT NULL,
    report_key    CHAR(15)      NULL,
    message       VARCHAR(500)  NULL,
    created_by    VARCHAR(26)   NOT NULL,
    created_at    TIMESTAMP(3)  NOT NULL,
    updated_at    TIMESTAMP(3)  NOT NULL,
    CONSTRAINT fk_scan_submission_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_scan_submission_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_scan_submission_status CHECK (status IN ('SUBMITTING', 'QUEUED', 'COMPLETE', 'UNKNOWN', 'FAILED')),
    CONSTRAINT ck_scan_submission_unit CHECK (unit IN ('mi', 'km'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- Duplicate check: same settings in this workspace within the last minutes.
CREATE INDEX ix_scan_submission_fingerprint ON scan_submission (workspace_id, fingerprint, created_at);
-- Open rows to settle, and the recent list of the scans page.
CREATE INDEX ix_scan_submission_status ON scan_submission (workspace_id, status, created_at);
CREATE INDEX ix_scan_submission_recent ON scan_submission (workspace_id, created_at);

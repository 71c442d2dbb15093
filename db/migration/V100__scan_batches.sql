-- Batch scans (DD141): several keywords at several saved locations run together. The batch row records who started
-- it, when, and how many scans it planned; each scan of it is an ordinary ledger row (reserved, sent once, settled as
-- any other) that names its batch, so the gallery can show a batch's reports together. A batch cut short by a
-- restart has fewer rows than planned, never a row sent twice.
CREATE TABLE scan_batch (
    id            VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id     VARCHAR(26)   NOT NULL,
    workspace_id  VARCHAR(26)   NOT NULL,
    planned       INT           NOT NULL,
    created_by    VARCHAR(26)   NOT NULL,
    created_at    TIMESTAMP(3)  NOT NULL,
    CONSTRAINT fk_scan_batch_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_scan_batch_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_scan_batch_recent ON scan_batch (workspace_id, created_at);

ALTER TABLE scan_submission
    ADD COLUMN batch_id VARCHAR(26) NULL,
    ADD CONSTRAINT fk_scan_submission_batch FOREIGN KEY (batch_id) REFERENCES scan_batch (id);

CREATE INDEX ix_scan_submission_batch ON scan_submission (workspace_id, batch_id);

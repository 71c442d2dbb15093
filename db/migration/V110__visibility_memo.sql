-- The agency overview's visibility, kept once computed (DD150). A workspace's report revision is raised whenever
-- a report of it is inserted or replaced; a kept visibility counts only while it was computed at the current
-- revision, so it never needs to be deleted and is never served stale.
CREATE TABLE report_revision (
    workspace_id  VARCHAR(26) NOT NULL PRIMARY KEY,
    revision      BIGINT      NOT NULL,
    CONSTRAINT fk_report_revision_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- The mean SoLV (map platforms) and SAIV (AI platforms) of a workspace as of a day, null where no series counts.
CREATE TABLE visibility_memo (
    workspace_id  VARCHAR(26)   NOT NULL,
    as_of         DATE          NOT NULL,
    revision      BIGINT        NOT NULL,
    map_mean      DECIMAL(12, 6) NULL,
    ai_mean       DECIMAL(12, 6) NULL,
    PRIMARY KEY (workspace_id, as_of),
    CONSTRAINT fk_visibility_memo_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- The spend of scans neither a campaign nor Locus made looks up each report's submission by its key.
CREATE INDEX ix_scan_submission_report ON scan_submission (workspace_id, report_key);

-- The overview's monthly spend of campaign runs and of scans made outside Locus, read from this index alone instead of
-- the wide report rows (the primary key's report_key comes with every secondary index).
CREATE INDEX ix_report_spend ON report (workspace_id, type, report_date, agency_id, grid_size, scan_count, campaign_key);

-- Branded client reports (DD146): one template per workspace (the sections it shows, the keywords whose heatmaps it
-- draws, the period it covers) and the history of the PDFs made from it, kept whole so a client downloads exactly
-- what was sent, even after later scans.
CREATE TABLE client_report_template (
    workspace_id       VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id          VARCHAR(26)   NOT NULL,
    sections           VARCHAR(200)  NOT NULL,
    heatmap_keywords   VARCHAR(2000) NOT NULL,
    period             VARCHAR(16)   NOT NULL,
    updated_by         VARCHAR(26)   NOT NULL,
    updated_at         TIMESTAMP(3)  NOT NULL,
    CONSTRAINT fk_client_report_template_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_client_report_template_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_client_report_template_period CHECK (period IN ('LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_MONTH'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE client_report (
    id           VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id    VARCHAR(26)   NOT NULL,
    workspace_id VARCHAR(26)   NOT NULL,
    title        VARCHAR(200)  NOT NULL,
    period_from  DATE          NOT NULL,
    period_to    DATE          NOT NULL,
    origin       VARCHAR(10)   NOT NULL,
    created_by   VARCHAR(26)   NULL,
    created_at   TIMESTAMP(3)  NOT NULL,
    size_bytes   INT           NOT NULL,
    pdf          LONGBLOB      NOT NULL,
    CONSTRAINT fk_client_report_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_client_report_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_client_report_origin CHECK (origin IN ('MANUAL', 'SCHEDULE'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_client_report_history ON client_report (workspace_id, created_at);

-- Reports of the scanning service, kept because they never change once made (DD040). One row per
-- (workspace, type, report key); a competitor report shares its key with its scan. The card columns are copied out
-- of the payload so the gallery filters and sorts on indexed columns and never reads a payload.
CREATE TABLE report (
    workspace_id       VARCHAR(26)   NOT NULL,
    type               VARCHAR(12)   NOT NULL,
    report_key         CHAR(15)      NOT NULL,
    agency_id          VARCHAR(26)   NOT NULL,
    report_date        DATE          NOT NULL,
    place_id           VARCHAR(255)  NULL,
    location_name      VARCHAR(255)  NULL,
    keyword            VARCHAR(255)  NULL,
    platform           VARCHAR(10)   NULL,
    grid_size          INT           NULL,
    radius             DECIMAL(7, 3) NULL,
    unit               VARCHAR(2)    NULL,
    center_lat         VARCHAR(24)   NULL,
    center_lng         VARCHAR(24)   NULL,
    campaign_key       CHAR(15)      NULL,
    -- solv also holds SAIV for the AI platforms, as the service does.
    arp                DECIMAL(6, 2) NULL,
    atrp               DECIMAL(6, 2) NULL,
    solv               DECIMAL(6, 2) NULL,
    found_in           INT           NULL,
    total_competitors  INT           NULL,
    arp_move           DECIMAL(6, 2) NULL,
    atrp_move          DECIMAL(6, 2) NULL,
    solv_move          DECIMAL(6, 2) NULL,
    scan_count         INT           NULL,
    -- Rank per grid point for the gallery thumbnail, row by row from the north-west ("" = not found).
    thumbnail_ranks    VARCHAR(1400) NULL,
    -- Aggregate reports (trend, location, keyword) grow with new scans; this names the version stored (DD041).
    version_stamp      VARCHAR(40)   NULL,
    payload            LONGTEXT      NOT NULL,
    data_points        LONGTEXT      NULL,
    fetched_at         TIMESTAMP(3)  NULL,
    stored_at          TIMESTAMP(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (workspace_id, type, report_key),
    CONSTRAINT fk_report_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_report_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_report_type CHECK (type IN ('SCAN', 'COMPETITOR', 'TREND', 'LOCATION', 'KEYWORD', 'CAMPAIGN')),
    CONSTRAINT ck_report_unit CHECK (unit IN ('mi', 'km')),
    CONSTRAINT ck_report_payload CHECK (JSON_VALID(payload)),
    CONSTRAINT ck_report_data_points CHECK (data_points IS NULL OR JSON_VALID(data_points))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- The gallery's first page: newest first within a type tab, read backwards along this index.
CREATE INDEX ix_report_date ON report (workspace_id, type, report_date, report_key);
-- Location filter, newest first.
CREATE INDEX ix_report_place ON report (workspace_id, type, place_id, report_date);
-- Metric sorts.
CREATE INDEX ix_report_arp ON report (workspace_id, type, arp);
CREATE INDEX ix_report_atrp ON report (workspace_id, type, atrp);
CREATE INDEX ix_report_solv ON report (workspace_id, type, solv);
-- Scans of a campaign.
CREATE INDEX ix_report_campaign ON report (workspace_id, campaign_key);

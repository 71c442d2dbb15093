-- What each AI engine answered in a workspace's AI scans (issue 49, DD216): a read model the AI visibility page reads
-- instead of the stored payloads, written when the scans arrive. One row per scan with its counts of grid points, of
-- points where the engine answered and of those that named the client; the businesses each scan's answers named; the
-- domains they cited, with the kind of site each is and how often it was cited in an answer that named the client.
CREATE TABLE ai_answer_scan (
    workspace_id    VARCHAR(26)   NOT NULL,
    report_key      CHAR(15)      NOT NULL,
    agency_id       VARCHAR(26)   NOT NULL,
    place_id        VARCHAR(255)  NOT NULL,
    location_name   VARCHAR(255)  NULL,
    keyword         VARCHAR(255)  NOT NULL,
    platform        VARCHAR(10)   NOT NULL,
    grid_size       INT           NOT NULL,
    report_date     DATE          NOT NULL,
    points          INT           NOT NULL,
    answered        INT           NOT NULL,
    named           INT           NOT NULL,
    position_sum    INT           NOT NULL,
    PRIMARY KEY (workspace_id, report_key),
    CONSTRAINT fk_ai_answer_scan_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_ai_answer_scan_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- the page's series: one location's keyword on one engine, by date
CREATE INDEX ix_ai_answer_scan_series ON ai_answer_scan (workspace_id, place_id, keyword, platform, report_date);

CREATE TABLE ai_answer_business (
    workspace_id    VARCHAR(26)   NOT NULL,
    report_key      CHAR(15)      NOT NULL,
    place_id        VARCHAR(255)  NOT NULL,
    name            VARCHAR(255)  NULL,
    named           INT           NOT NULL,
    position_sum    INT           NOT NULL,
    PRIMARY KEY (workspace_id, report_key, place_id),
    CONSTRAINT fk_ai_answer_business_scan FOREIGN KEY (workspace_id, report_key)
        REFERENCES ai_answer_scan (workspace_id, report_key) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE ai_answer_source (
    workspace_id    VARCHAR(26)   NOT NULL,
    report_key      CHAR(15)      NOT NULL,
    domain          VARCHAR(255)  NOT NULL,
    kind            VARCHAR(20)   NOT NULL,
    citations       INT           NOT NULL,
    with_client     INT           NOT NULL,
    PRIMARY KEY (workspace_id, report_key, domain),
    CONSTRAINT ck_ai_answer_source_kind CHECK (kind IN ('OWN_SITE', 'COMPETITOR_SITE', 'MAPS', 'REVIEWS', 'DIRECTORY',
        'SOCIAL', 'MEDIA', 'OTHER')),
    CONSTRAINT fk_ai_answer_source_scan FOREIGN KEY (workspace_id, report_key)
        REFERENCES ai_answer_scan (workspace_id, report_key) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

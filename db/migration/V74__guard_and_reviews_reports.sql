-- Profile-protection (guard) and reviews-analysis records of the service, kept like reports (DD074). Both can change
-- at the service (a guard's status and last check, a recurring analysis's newest run), so each row carries a digest
-- of the payload last stored and is replaced when the listing shows another version.
CREATE TABLE guard_report (
    workspace_id   VARCHAR(26)  NOT NULL,
    report_key     CHAR(15)     NOT NULL,
    agency_id      VARCHAR(26)  NOT NULL,
    place_id       VARCHAR(255) NULL,
    location_name  VARCHAR(255) NULL,
    status         VARCHAR(10)  NULL,
    date_added     DATE         NULL,
    date_last      DATE         NULL,
    change_count   INT          NOT NULL DEFAULT 0,
    version_stamp  CHAR(64)     NOT NULL,
    payload        LONGTEXT     NOT NULL,
    stored_at      TIMESTAMP(3) NOT NULL,
    PRIMARY KEY (workspace_id, report_key),
    CONSTRAINT fk_guard_report_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_guard_report_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_guard_report_payload CHECK (JSON_VALID(payload))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_guard_report_place ON guard_report (workspace_id, location_name, place_id);

CREATE TABLE reviews_report (
    workspace_id   VARCHAR(26)   NOT NULL,
    reviews_key    CHAR(15)      NOT NULL,
    agency_id      VARCHAR(26)   NOT NULL,
    name           VARCHAR(255)  NULL,
    report_date    DATE          NULL,
    frequency      VARCHAR(10)   NULL,
    locations      VARCHAR(1000) NULL,
    location_count INT           NOT NULL DEFAULT 0,
    rvs            DECIMAL(8, 2) NULL,
    rqs            DECIMAL(8, 2) NULL,
    rating         DECIMAL(3, 2) NULL,
    review_count   INT           NULL,
    version_stamp  CHAR(64)      NOT NULL,
    payload        LONGTEXT      NOT NULL,
    stored_at      TIMESTAMP(3)  NOT NULL,
    PRIMARY KEY (workspace_id, reviews_key),
    CONSTRAINT fk_reviews_report_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_reviews_report_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_reviews_report_payload CHECK (JSON_VALID(payload))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_reviews_report_date ON reviews_report (workspace_id, report_date);

-- Share links (DD145): one stored report shown without sign-in at /share/<token>. Only the token's SHA-256 is kept,
-- so the table alone opens no link. The snapshot (JSON, made when the link was created) is the page's only source:
-- no foreign key to the report, so a later sync or the report's deletion leaves it as it was. host is the host name
-- the link was issued for (an agency host, or the platform's when the agency had none verified).
CREATE TABLE share_link (
    id               VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id        VARCHAR(26)   NOT NULL,
    workspace_id     VARCHAR(26)   NOT NULL,
    token_hash       CHAR(64)      NOT NULL,
    report_type      VARCHAR(12)   NOT NULL,
    report_key       CHAR(15)      NOT NULL,
    title            VARCHAR(300)  NOT NULL,
    snapshot         MEDIUMTEXT    NOT NULL,
    host             VARCHAR(253)  NOT NULL,
    created_by       VARCHAR(26)   NOT NULL,
    created_at       TIMESTAMP(3)  NOT NULL,
    expires_at       TIMESTAMP(3)  NULL,
    revoked_by       VARCHAR(26)   NULL,
    revoked_at       TIMESTAMP(3)  NULL,
    opened_count     INT           NOT NULL DEFAULT 0,
    last_opened_at   TIMESTAMP(3)  NULL,
    CONSTRAINT uq_share_link_token UNIQUE (token_hash),
    CONSTRAINT fk_share_link_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT fk_share_link_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_share_link_created_by FOREIGN KEY (created_by) REFERENCES app_user (id),
    CONSTRAINT fk_share_link_revoked_by FOREIGN KEY (revoked_by) REFERENCES app_user (id),
    CONSTRAINT ck_share_link_type CHECK (report_type IN ('SCAN', 'COMPETITOR', 'TREND', 'LOCATION', 'KEYWORD',
                                                         'CAMPAIGN')),
    INDEX ix_share_link_workspace (agency_id, workspace_id, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

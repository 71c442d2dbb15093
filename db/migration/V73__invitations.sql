-- One-time invitation links with which an invited person sets their first password (DD073). The link's token is
-- never stored: only its SHA-256, so a copy of this table cannot be turned into a working link.
CREATE TABLE invitation (
    id           VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id    VARCHAR(26)  NOT NULL,
    user_id      VARCHAR(26)  NOT NULL,
    token_hash   CHAR(64)     NOT NULL,
    created_by   VARCHAR(26)  NULL,
    created_at   TIMESTAMP(3) NOT NULL,
    expires_at   TIMESTAMP(3) NOT NULL,
    accepted_at  TIMESTAMP(3) NULL,
    revoked_at   TIMESTAMP(3) NULL,
    CONSTRAINT fk_invitation_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT fk_invitation_user FOREIGN KEY (user_id) REFERENCES app_user (id),
    CONSTRAINT uq_invitation_token UNIQUE (token_hash)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_invitation_agency ON invitation (agency_id, created_at);
CREATE INDEX ix_invitation_user ON invitation (user_id);

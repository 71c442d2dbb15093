-- One-time password reset links an agency admin issues for a user of their agency (DD108). As with invitations
-- (DD073) only the token's SHA-256 is stored, so a copy of this table cannot be turned into a working link.
CREATE TABLE password_reset (
    id          VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id   VARCHAR(26)  NOT NULL,
    user_id     VARCHAR(26)  NOT NULL,
    token_hash  CHAR(64)     NOT NULL,
    created_by  VARCHAR(26)  NULL,
    created_at  TIMESTAMP(3) NOT NULL,
    expires_at  TIMESTAMP(3) NOT NULL,
    used_at     TIMESTAMP(3) NULL,
    revoked_at  TIMESTAMP(3) NULL,
    CONSTRAINT fk_password_reset_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT fk_password_reset_user FOREIGN KEY (user_id) REFERENCES app_user (id),
    CONSTRAINT uq_password_reset_token UNIQUE (token_hash)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_password_reset_user ON password_reset (user_id);

-- API tokens (issue 52, DD220): a bearer secret an agency admin makes for a tool or an assistant. Only the secret's
-- SHA-256 is kept (token_hash); shown_prefix is its first characters, for telling tokens apart in the list. A token
-- acts as the admin who made it (user_id), read-only unless can_write, and only in the workspaces listed in
-- api_token_workspace when there are any.
CREATE TABLE api_token (
    id            VARCHAR(26)   NOT NULL,
    agency_id     VARCHAR(26)   NOT NULL,
    user_id       VARCHAR(26)   NOT NULL,
    name          VARCHAR(80)   NOT NULL,
    can_write     BOOLEAN       NOT NULL,
    token_hash    CHAR(64)      NOT NULL,
    shown_prefix  VARCHAR(16)   NOT NULL,
    created_at    DATETIME(3)   NOT NULL,
    expires_at    DATETIME(3)   NULL,
    last_used_at  DATETIME(3)   NULL,
    revoked_at    DATETIME(3)   NULL,
    PRIMARY KEY (id),
    UNIQUE KEY uq_api_token_hash (token_hash),
    CONSTRAINT fk_api_token_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT fk_api_token_user FOREIGN KEY (user_id) REFERENCES app_user (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_api_token_agency ON api_token (agency_id, created_at);

CREATE TABLE api_token_workspace (
    token_id      VARCHAR(26)   NOT NULL,
    workspace_id  VARCHAR(26)   NOT NULL,
    PRIMARY KEY (token_id, workspace_id),
    CONSTRAINT fk_api_token_workspace_token FOREIGN KEY (token_id) REFERENCES api_token (id),
    CONSTRAINT fk_api_token_workspace_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

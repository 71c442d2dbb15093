-- OAuth 2.1 connections of workspaces to the upstream service (DD034): the access and refresh tokens are stored only
-- AES-256-GCM encrypted like API keys (DD033), each bound by its associated data to the workspace, the connection id
-- and the token's kind. A workspace has at most one connection that is not DISCONNECTED (checked by the service under
-- the workspace's row lock); ended connections stay as records without their tokens.
CREATE TABLE upstream_oauth_connection (
    id                  VARCHAR(26)     NOT NULL PRIMARY KEY,
    workspace_id        VARCHAR(26)     NOT NULL,
    status              VARCHAR(20)     NOT NULL,
    scope               VARCHAR(255)    NULL,
    access_nonce        BINARY(12)      NULL,
    access_ciphertext   VARBINARY(2048) NULL,
    refresh_nonce       BINARY(12)      NULL,
    refresh_ciphertext  VARBINARY(2048) NULL,
    master_key_version  VARCHAR(16)     NULL,
    access_expires_at   TIMESTAMP(3)    NULL,
    connected_at        TIMESTAMP(3)    NOT NULL,
    connected_by        VARCHAR(26)     NOT NULL,
    refreshed_at        TIMESTAMP(3)    NULL,
    ended_at            TIMESTAMP(3)    NULL,
    CONSTRAINT fk_oauth_connection_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT ck_oauth_connection_status CHECK (status IN ('ACTIVE', 'NEEDS_RECONNECT', 'DISCONNECTED'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_oauth_connection_workspace ON upstream_oauth_connection (workspace_id, status);

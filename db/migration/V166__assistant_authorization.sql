-- Assistants that sign themselves in with OAuth 2.1 (DD224): the tables Spring
-- Authorization Server's JDBC stores read and write. Its large values are TEXT, not
-- BLOB: the store binds them as text when the driver reports a binary column, which
-- MariaDB's driver refuses. Token values are SHA-256 digests, never the tokens.
CREATE TABLE oauth2_registered_client (
    id                            VARCHAR(100)  NOT NULL,
    client_id                     VARCHAR(100)  NOT NULL,
    client_id_issued_at           TIMESTAMP     NOT NULL DEFAULT CURRENT_TIMESTAMP,
    client_secret                 VARCHAR(200)  NULL,
    client_secret_expires_at      TIMESTAMP     NULL DEFAULT NULL,
    client_name                   VARCHAR(200)  NOT NULL,
    client_authentication_methods VARCHAR(1000) NOT NULL,
    authorization_grant_types     VARCHAR(1000) NOT NULL,
    redirect_uris                 VARCHAR(1000) NULL,
    post_logout_redirect_uris     VARCHAR(1000) NULL,
    scopes                        VARCHAR(1000) NOT NULL,
    client_settings               VARCHAR(2000) NOT NULL,
    token_settings                VARCHAR(2000) NOT NULL,
    PRIMARY KEY (id),
    UNIQUE KEY uq_oauth2_registered_client_client_id (client_id)
);

CREATE TABLE oauth2_authorization (
    id                            VARCHAR(100)  NOT NULL,
    registered_client_id          VARCHAR(100)  NOT NULL,
    principal_name                VARCHAR(200)  NOT NULL,
    authorization_grant_type      VARCHAR(100)  NOT NULL,
    authorized_scopes             VARCHAR(1000) NULL,
    attributes                    MEDIUMTEXT          NULL,
    state                         VARCHAR(500)  NULL,
    authorization_code_value      TEXT          NULL,
    authorization_code_issued_at  TIMESTAMP     NULL DEFAULT NULL,
    authorization_code_expires_at TIMESTAMP     NULL DEFAULT NULL,
    authorization_code_metadata   TEXT          NULL,
    access_token_value            TEXT          NULL,
    access_token_issued_at        TIMESTAMP     NULL DEFAULT NULL,
    access_token_expires_at       TIMESTAMP     NULL DEFAULT NULL,
    access_token_metadata         TEXT          NULL,
    access_token_type             VARCHAR(100)  NULL,
    access_token_scopes           VARCHAR(1000) NULL,
    oidc_id_token_value           TEXT          NULL,
    oidc_id_token_issued_at       TIMESTAMP     NULL DEFAULT NULL,
    oidc_id_token_expires_at      TIMESTAMP     NULL DEFAULT NULL,
    oidc_id_token_metadata        TEXT          NULL,
    refresh_token_value           TEXT          NULL,
    refresh_token_issued_at       TIMESTAMP     NULL DEFAULT NULL,
    refresh_token_expires_at      TIMESTAMP     NULL DEFAULT NULL,
    refresh_token_metadata        TEXT          NULL,
    user_code_value               TEXT          NULL,
    user_code_issued_at           TIMESTAMP     NULL DEFAULT NULL,
    user_code_expires_at          TIMESTAMP     NULL DEFAULT NULL,
    user_code_metadata            TEXT          NULL,
    device_code_value             TEXT          NULL,
    device_code_issued_at         TIMESTAMP     NULL DEFAULT NULL,
    device_code_expires_at        TIMESTAMP     NULL DEFAULT NULL,
    device_code_metadata          TEXT          NULL,
    PRIMARY KEY (id),
    KEY ix_oauth2_authorization_principal (principal_name),
    KEY ix_oauth2_authorization_state (state),
    KEY ix_oauth2_authorization_code (authorization_code_value(64)),
    KEY ix_oauth2_authorization_access (access_token_value(64)),
    KEY ix_oauth2_authorization_refresh (refresh_token_value(64))
);

CREATE TABLE oauth2_authorization_consent (
    registered_client_id VARCHAR(100)  NOT NULL,
    principal_name       VARCHAR(200)  NOT NULL,
    authorities          VARCHAR(1000) NOT NULL,
    PRIMARY KEY (registered_client_id, principal_name)
);

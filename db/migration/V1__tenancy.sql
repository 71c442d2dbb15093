-- Agencies (tenants), their client workspaces, users and workspace assignments.
-- Ids are opaque random strings (see docs/decisions/DD003-opaque-ids.md), never sequential.

CREATE TABLE agency (
    id                  VARCHAR(26)  NOT NULL PRIMARY KEY,
    name                VARCHAR(120) NOT NULL,
    display_name        VARCHAR(120) NOT NULL,
    primary_color       CHAR(7)      NOT NULL DEFAULT '#1f6feb',
    logo                MEDIUMBLOB   NULL,
    logo_content_type   VARCHAR(40)  NULL,
    powered_by_visible  BOOLEAN      NOT NULL DEFAULT TRUE,
    time_zone           VARCHAR(64)  NOT NULL DEFAULT 'UTC',
    created_at          TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE agency_host (
    host       VARCHAR(253) NOT NULL PRIMARY KEY,
    agency_id  VARCHAR(26)  NOT NULL,
    CONSTRAINT fk_agency_host_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE workspace (
    id           VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id    VARCHAR(26)  NOT NULL,
    name         VARCHAR(120) NOT NULL,
    archived_at  TIMESTAMP(3) NULL,
    created_at   TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    CONSTRAINT fk_workspace_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT uq_workspace_name UNIQUE (agency_id, name)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE app_user (
    id             VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id      VARCHAR(26)  NOT NULL,
    email          VARCHAR(254) NOT NULL,
    display_name   VARCHAR(120) NOT NULL,
    password_hash  VARCHAR(255) NULL,
    role           VARCHAR(20)  NOT NULL,
    enabled        BOOLEAN      NOT NULL DEFAULT TRUE,
    created_at     TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    CONSTRAINT fk_user_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT uq_user_email UNIQUE (email),
    CONSTRAINT ck_user_role CHECK (role IN ('AGENCY_ADMIN', 'ACCOUNT_MANAGER', 'CLIENT_VIEWER'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE workspace_member (
    workspace_id  VARCHAR(26) NOT NULL,
    user_id       VARCHAR(26) NOT NULL,
    PRIMARY KEY (workspace_id, user_id),
    CONSTRAINT fk_member_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_member_user FOREIGN KEY (user_id) REFERENCES app_user (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_member_user ON workspace_member (user_id);

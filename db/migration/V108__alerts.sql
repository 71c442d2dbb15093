-- Alerts (DD148). A rule per kind, either the agency's default (workspace_id NULL) or a workspace's own, which
-- overrides the default; without a row the built-in default applies. scope_key makes (agency, scope, kind) unique
-- although workspace_id may be NULL.
CREATE TABLE alert_rule (
    agency_id     VARCHAR(26)  NOT NULL,
    workspace_id  VARCHAR(26)  NULL,
    scope_key     VARCHAR(26)  AS (COALESCE(workspace_id, '')) PERSISTENT,
    kind          VARCHAR(24)  NOT NULL,
    enabled       BOOLEAN      NOT NULL,
    threshold     INT          NULL,
    updated_at    TIMESTAMP(3) NOT NULL,
    CONSTRAINT uq_alert_rule UNIQUE (agency_id, scope_key, kind),
    CONSTRAINT fk_alert_rule_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT fk_alert_rule_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- One row per alert that fired; subject names what it is about (a scan series, a submission, a key, a proposal), so
-- the same rule and subject within the dedup window fire once.
CREATE TABLE alert (
    id            VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id     VARCHAR(26)   NOT NULL,
    workspace_id  VARCHAR(26)   NOT NULL,
    kind          VARCHAR(24)   NOT NULL,
    subject       VARCHAR(255)  NOT NULL,
    title         VARCHAR(255)  NOT NULL,
    detail        VARCHAR(1000) NOT NULL,
    link          VARCHAR(500)  NULL,
    fired_at      TIMESTAMP(3)  NOT NULL,
    CONSTRAINT fk_alert_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT fk_alert_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_alert_dedup ON alert (workspace_id, kind, subject, fired_at);

-- What each person receives: the bell reads in_app rows, the mail round sends the rows that wait for mail (one
-- mail each, or one digest when many wait at once).
CREATE TABLE alert_receipt (
    alert_id      VARCHAR(26)  NOT NULL,
    user_id       VARCHAR(26)  NOT NULL,
    agency_id     VARCHAR(26)  NOT NULL,
    in_app        BOOLEAN      NOT NULL,
    read_at       TIMESTAMP(3) NULL,
    mail_due      BOOLEAN      NOT NULL,
    created_at    TIMESTAMP(3) NOT NULL,
    PRIMARY KEY (alert_id, user_id),
    CONSTRAINT fk_alert_receipt_alert FOREIGN KEY (alert_id) REFERENCES alert (id),
    CONSTRAINT fk_alert_receipt_user FOREIGN KEY (user_id) REFERENCES app_user (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_alert_receipt_inbox ON alert_receipt (user_id, in_app, read_at, created_at);
CREATE INDEX ix_alert_receipt_mail ON alert_receipt (mail_due, user_id, created_at);

-- A person's choice per kind and channel; without a row the kind is received on every channel.
CREATE TABLE alert_preference (
    user_id       VARCHAR(26)  NOT NULL,
    agency_id     VARCHAR(26)  NOT NULL,
    kind          VARCHAR(24)  NOT NULL,
    channel       VARCHAR(8)   NOT NULL,
    enabled       BOOLEAN      NOT NULL,
    PRIMARY KEY (user_id, kind, channel),
    CONSTRAINT fk_alert_preference_user FOREIGN KEY (user_id) REFERENCES app_user (id),
    CONSTRAINT ck_alert_preference_channel CHECK (channel IN ('IN_APP', 'EMAIL'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- A workspace's alert webhook (DD148): its address, JSON or Slack-compatible body, and the signing secret sealed
-- with AES-256-GCM under the master key like API keys (DD033); the secret is shown once when it is made.
CREATE TABLE alert_webhook (
    workspace_id        VARCHAR(26)    NOT NULL PRIMARY KEY,
    agency_id           VARCHAR(26)    NOT NULL,
    url                 VARCHAR(2000)  NOT NULL,
    slack_format        BOOLEAN        NOT NULL,
    secret_nonce        BINARY(12)     NOT NULL,
    secret_ciphertext   VARBINARY(512) NOT NULL,
    master_key_version  VARCHAR(16)    NOT NULL,
    created_at          TIMESTAMP(3)   NOT NULL,
    CONSTRAINT fk_alert_webhook_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_alert_webhook_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- One POST per alert and webhook, sent by one node at a time with bounded retries and back-off.
CREATE TABLE alert_webhook_delivery (
    id            VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id     VARCHAR(26)   NOT NULL,
    workspace_id  VARCHAR(26)   NOT NULL,
    alert_id      VARCHAR(26)   NOT NULL,
    status        VARCHAR(8)    NOT NULL,
    attempts      INT           NOT NULL DEFAULT 0,
    next_try_at   TIMESTAMP(3)  NULL,
    last_error    VARCHAR(500)  NULL,
    created_at    TIMESTAMP(3)  NOT NULL,
    sent_at       TIMESTAMP(3)  NULL,
    CONSTRAINT fk_alert_delivery_alert FOREIGN KEY (alert_id) REFERENCES alert (id),
    CONSTRAINT fk_alert_delivery_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT ck_alert_delivery_status CHECK (status IN ('QUEUED', 'SENT', 'FAILED'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_alert_delivery_due ON alert_webhook_delivery (status, next_try_at);

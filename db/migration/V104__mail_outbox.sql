-- Every mail Locus sends goes through this outbox (DD144): a row per message, written in the sender's own transaction,
-- then sent by one background sender across all nodes, retried with back-off (attempts, next_try_at, last_error).
-- Without a mail server the row is KEPT (never sent) so that an agency admin can read it in the portal. A personal
-- message (a password reset link) is marked personal: admins never see its text, and its text and attachments are
-- erased once it is sent, given up or kept, so a one-time link does not outlive its delivery here.
CREATE TABLE mail_outbox (
    id           VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id    VARCHAR(26)   NOT NULL,
    recipients   VARCHAR(2000) NOT NULL,
    from_name    VARCHAR(200)  NOT NULL,
    subject      VARCHAR(255)  NOT NULL,
    body_text    MEDIUMTEXT    NULL,
    body_html    MEDIUMTEXT    NULL,
    personal     BOOLEAN       NOT NULL,
    status       VARCHAR(8)    NOT NULL,
    attempts     INT           NOT NULL DEFAULT 0,
    next_try_at  TIMESTAMP(3)  NULL,
    last_error   VARCHAR(500)  NULL,
    created_at   TIMESTAMP(3)  NOT NULL,
    sent_at      TIMESTAMP(3)  NULL,
    CONSTRAINT ck_mail_outbox_status CHECK (status IN ('QUEUED', 'SENT', 'FAILED', 'KEPT')),
    CONSTRAINT fk_mail_outbox_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_mail_outbox_due ON mail_outbox (status, next_try_at);
CREATE INDEX ix_mail_outbox_agency ON mail_outbox (agency_id, created_at);

CREATE TABLE mail_attachment (
    mail_id       VARCHAR(26)  NOT NULL,
    position      INT          NOT NULL,
    agency_id     VARCHAR(26)  NOT NULL,
    name          VARCHAR(200) NOT NULL,
    content_type  VARCHAR(100) NOT NULL,
    size_bytes    INT          NOT NULL,
    content       LONGBLOB     NULL,
    PRIMARY KEY (mail_id, position),
    CONSTRAINT fk_mail_attachment_mail FOREIGN KEY (mail_id) REFERENCES mail_outbox (id) ON DELETE CASCADE,
    CONSTRAINT fk_mail_attachment_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

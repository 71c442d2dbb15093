-- Sign-in state that must hold across every node sharing this database.

-- Sessions that signed in before this instant are no longer valid (set when a user is disabled or their role
-- changes); every request of a signed-in session checks it, so it holds on every node.
ALTER TABLE app_user ADD COLUMN sessions_valid_after TIMESTAMP(3) NULL;

-- Failed sign-in attempts per account and per client address. The subject is a SHA-256 of the normalised key,
-- so mistyped e-mails (or passwords typed into the e-mail field) are never stored in clear.
CREATE TABLE login_throttle (
    subject            CHAR(64)     NOT NULL PRIMARY KEY,
    kind               VARCHAR(10)  NOT NULL,
    failures           INT          NOT NULL DEFAULT 0,
    window_started_at  TIMESTAMP(3) NOT NULL,
    lockouts           INT          NOT NULL DEFAULT 0,
    locked_until       TIMESTAMP(3) NULL,
    updated_at         TIMESTAMP(3) NOT NULL,
    CONSTRAINT ck_login_throttle_kind CHECK (kind IN ('ACCOUNT', 'ADDRESS'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_login_throttle_updated ON login_throttle (updated_at);

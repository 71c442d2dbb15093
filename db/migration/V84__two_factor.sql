-- Two-factor sign-in with time-based one-time codes (RFC 6238) and recovery codes (DD111, DD112).
-- One row per user who has started or finished enrolling: the shared secret only AES-256-GCM encrypted under the
-- vault's master key (DD033); confirmed_at is null until the person proved their authenticator with a code;
-- last_used_step is the time step of the newest code accepted (a code is never accepted twice); the failure counters
-- throttle code guessing like the login throttle (DD021).
CREATE TABLE user_two_factor (
    user_id             VARCHAR(26)     NOT NULL PRIMARY KEY,
    agency_id           VARCHAR(26)     NOT NULL,
    secret_nonce        BINARY(12)      NOT NULL,
    secret_ciphertext   VARBINARY(255)  NOT NULL,
    master_key_version  VARCHAR(16)     NOT NULL,
    confirmed_at        TIMESTAMP(3)    NULL,
    last_used_step      BIGINT          NULL,
    failures            INT             NOT NULL DEFAULT 0,
    window_started_at   TIMESTAMP(3)    NOT NULL,
    lockouts            INT             NOT NULL DEFAULT 0,
    locked_until        TIMESTAMP(3)    NULL,
    throttle_updated_at TIMESTAMP(3)    NOT NULL,
    updated_at          TIMESTAMP(3)    NOT NULL,
    CONSTRAINT fk_two_factor_user FOREIGN KEY (user_id) REFERENCES app_user (id) ON DELETE CASCADE,
    CONSTRAINT fk_two_factor_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_two_factor_agency ON user_two_factor (agency_id);

-- Ten one-time recovery codes per enrolment, only as salted password hashes (BCrypt, DD112).
CREATE TABLE user_recovery_code (
    id          VARCHAR(26)   NOT NULL PRIMARY KEY,
    user_id     VARCHAR(26)   NOT NULL,
    code_hash   VARCHAR(100)  NOT NULL,
    used_at     TIMESTAMP(3)  NULL,
    CONSTRAINT fk_recovery_code_user FOREIGN KEY (user_id) REFERENCES user_two_factor (user_id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_recovery_code_user ON user_recovery_code (user_id);

-- An agency admin can make the second factor mandatory for every user of the agency who signs in with a password.
ALTER TABLE agency ADD COLUMN two_factor_required BOOLEAN NOT NULL DEFAULT FALSE;

-- White-label hosts are used only once the app has verified that the agency controls them (DD113). A host starts
-- PENDING with a random token (32 bytes, base64url, 43 characters) that its owner publishes as a DNS TXT record or at
-- a well-known URL; VERIFIED once a check found it, FAILED when the last check did not (a verified host stays
-- verified). Hosts added before this migration were never checked: they start PENDING with a fresh token
-- (RANDOM_BYTES is MariaDB's cryptographically secure generator, 10.10 and later).
ALTER TABLE agency_host
    ADD COLUMN verification_token  VARCHAR(43)  NULL,
    ADD COLUMN status              VARCHAR(10)  NOT NULL DEFAULT 'PENDING',
    ADD COLUMN checked_at          TIMESTAMP(3) NULL,
    ADD COLUMN verified_at         TIMESTAMP(3) NULL,
    ADD COLUMN check_result        VARCHAR(1000) NULL;

UPDATE agency_host
SET verification_token = REPLACE(REPLACE(TRIM(TRAILING '=' FROM TO_BASE64(RANDOM_BYTES(32))), '+', '-'), '/', '_');

ALTER TABLE agency_host MODIFY verification_token VARCHAR(43) NOT NULL;

-- Sign-in with an agency's own identity provider (OIDC), one per agency (DD071). The client secret is stored only
-- AES-256-GCM encrypted under the vault's master key (DD033); allowed_domains is a comma-separated list of lower-case
-- e-mail domains. Host names per agency (agency_host) and the powered-by switch (agency.powered_by_visible) are in V1.
CREATE TABLE agency_identity_provider (
    agency_id           VARCHAR(26)    NOT NULL PRIMARY KEY,
    provider_name       VARCHAR(40)    NOT NULL,
    issuer_uri          VARCHAR(255)   NOT NULL,
    client_id           VARCHAR(255)   NOT NULL,
    secret_nonce        BINARY(12)     NOT NULL,
    secret_ciphertext   VARBINARY(1024) NOT NULL,
    master_key_version  VARCHAR(16)    NOT NULL,
    allowed_domains     VARCHAR(1000)  NOT NULL,
    updated_at          TIMESTAMP(3)   NOT NULL,
    CONSTRAINT fk_identity_provider_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_agency_host_agency ON agency_host (agency_id);

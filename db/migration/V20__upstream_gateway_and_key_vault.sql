-- Cluster-wide rate limit of the upstream service (DD030): one Bucket4j bucket per upstream account, read and
-- written with SELECT ... FOR UPDATE by Bucket4j (MariaDbBucketProxyManager). The state is Bucket4j's binary form.
CREATE TABLE upstream_rate_bucket (
    id     VARCHAR(64) NOT NULL PRIMARY KEY,
    state  BLOB        NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- API keys of the upstream service, per workspace (DD033). The secret is stored only AES-256-GCM encrypted under a
-- master key (master_key_version names which one); revoked keys stay as records.
CREATE TABLE upstream_api_key (
    id                  VARCHAR(26)    NOT NULL PRIMARY KEY,
    workspace_id        VARCHAR(26)    NOT NULL,
    label               VARCHAR(80)    NOT NULL,
    last4               VARCHAR(4)     NOT NULL,
    ip_note             VARCHAR(255)   NULL,
    secret_nonce        BINARY(12)     NOT NULL,
    secret_ciphertext   VARBINARY(512) NOT NULL,
    master_key_version  VARCHAR(16)    NOT NULL,
    created_at          TIMESTAMP(3)   NOT NULL,
    rotated_at          TIMESTAMP(3)   NULL,
    revoked_at          TIMESTAMP(3)   NULL,
    last_tested_at      TIMESTAMP(3)   NULL,
    last_test_outcome   VARCHAR(20)    NULL,
    CONSTRAINT fk_api_key_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT ck_api_key_test_outcome CHECK (last_test_outcome IN ('WORKS', 'REFUSED', 'ERROR'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_api_key_workspace ON upstream_api_key (workspace_id, revoked_at);
CREATE INDEX ix_api_key_master_key_version ON upstream_api_key (master_key_version);

-- Agency setting: may account managers manage the API keys of their workspaces? Admins always may.
ALTER TABLE agency ADD COLUMN managers_manage_keys BOOLEAN NOT NULL DEFAULT FALSE;

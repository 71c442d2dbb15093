-- How far the master-key rotation (DD190) has come in each store of sealed secrets: the current master key's
-- version, the last row id walked and the counts so far. A rotation stopped midway goes on after after_id; a
-- row of another key version is a rotation that ended or was superseded, and starts again from the beginning.
CREATE TABLE vault_rotation_progress (
    store_name          VARCHAR(40)   NOT NULL PRIMARY KEY,
    master_key_version  VARCHAR(16)   NOT NULL,
    after_id            VARCHAR(64)   NOT NULL,
    resealed            INT           NOT NULL,
    unreadable          INT           NOT NULL,
    finished            BOOLEAN       NOT NULL,
    updated_at          TIMESTAMP(3)  NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

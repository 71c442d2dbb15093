-- Keyword lists of a workspace (DD142): named lists that the scan and campaign forms fill their keyword fields from.
-- name_key and keyword_key are the lower-cased forms, so a name is unique per workspace and a keyword appears once
-- per list whatever its case; position keeps the order people typed or imported them in. Entries carry their
-- workspace so every row of a tenant is found by its workspace_id.
CREATE TABLE keyword_list (
    id            VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id     VARCHAR(26)   NOT NULL,
    workspace_id  VARCHAR(26)   NOT NULL,
    name          VARCHAR(100)  NOT NULL,
    name_key      VARCHAR(100)  COLLATE utf8mb4_bin NOT NULL,
    created_at    TIMESTAMP(3)  NOT NULL,
    updated_at    TIMESTAMP(3)  NOT NULL,
    CONSTRAINT uq_keyword_list_name UNIQUE (workspace_id, name_key),
    CONSTRAINT fk_keyword_list_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_keyword_list_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE keyword_list_entry (
    list_id       VARCHAR(26)   NOT NULL,
    workspace_id  VARCHAR(26)   NOT NULL,
    position      INT           NOT NULL,
    keyword       VARCHAR(100)  NOT NULL,
    keyword_key   VARCHAR(100)  COLLATE utf8mb4_bin NOT NULL,
    PRIMARY KEY (list_id, keyword_key),
    CONSTRAINT fk_keyword_list_entry_list FOREIGN KEY (list_id) REFERENCES keyword_list (id) ON DELETE CASCADE,
    CONSTRAINT fk_keyword_list_entry_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

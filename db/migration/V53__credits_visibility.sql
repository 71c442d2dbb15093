-- Whether client viewers of a workspace see its credits page (DD051). No row: shown (read-only).
CREATE TABLE credit_visibility (
    workspace_id       VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id          VARCHAR(26)  NOT NULL,
    shown_to_clients   BOOLEAN      NOT NULL,
    updated_by         VARCHAR(26)  NOT NULL,
    updated_at         TIMESTAMP(3) NOT NULL,
    CONSTRAINT fk_credit_visibility_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_credit_visibility_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

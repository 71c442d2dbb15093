-- An invitation to an address that already has an account in another agency looks like any other to the inviting
-- admin (DD110): it is stored without an account of its own (user_id NULL), with the address, role and workspaces it
-- was issued for, and its acceptance fails with a generic message.
ALTER TABLE invitation MODIFY user_id VARCHAR(26) NULL;
ALTER TABLE invitation ADD COLUMN email VARCHAR(254) NULL;
ALTER TABLE invitation ADD COLUMN role VARCHAR(20) NULL;

CREATE TABLE invitation_workspace (
    invitation_id  VARCHAR(26) NOT NULL,
    workspace_id   VARCHAR(26) NOT NULL,
    PRIMARY KEY (invitation_id, workspace_id),
    CONSTRAINT fk_invitation_workspace_invitation FOREIGN KEY (invitation_id) REFERENCES invitation (id),
    CONSTRAINT fk_invitation_workspace_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_invitation_email ON invitation (agency_id, email);

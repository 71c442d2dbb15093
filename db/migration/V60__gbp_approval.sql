-- Client approval of business-profile changes. A workspace whose agency requires it turns a manager's change into a
-- proposal: the serialized change, a preview, the snapshot of what it touches at proposal time (compared with a fresh
-- read before it is sent, so a stale proposal is re-checked), and the client's decision.
CREATE TABLE gbp_approval_setting (
    workspace_id      VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id         VARCHAR(26)  NOT NULL,
    require_approval  BOOLEAN      NOT NULL,
    updated_at        TIMESTAMP(3) NOT NULL,
    CONSTRAINT fk_gbp_approval_setting_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_gbp_approval_setting_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE gbp_proposal (
    id                VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id         VARCHAR(26)  NOT NULL,
    workspace_id      VARCHAR(26)  NOT NULL,
    place_id          VARCHAR(255) NOT NULL,
    area              VARCHAR(20)  NOT NULL,
    operation         VARCHAR(40)  NOT NULL,
    change_json       MEDIUMTEXT   NOT NULL,
    preview           TEXT         NOT NULL,
    snapshot          MEDIUMTEXT   NOT NULL,
    author_id         VARCHAR(26)  NOT NULL,
    author_email      VARCHAR(254) NOT NULL,
    created_at        TIMESTAMP(3) NOT NULL,
    expires_at        TIMESTAMP(3) NOT NULL,
    status            VARCHAR(10)  NOT NULL,
    decided_by_email  VARCHAR(254) NULL,
    decided_at        TIMESTAMP(3) NULL,
    decision_comment  TEXT         NULL,
    CONSTRAINT fk_gbp_proposal_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_gbp_proposal_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_gbp_proposal_status CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'FAILED'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_gbp_proposal_workspace_status ON gbp_proposal (workspace_id, status, created_at);

-- A monthly credit budget per workspace, set by agency admins (DD051). A scan or campaign run that would take the
-- month's spend past it needs an admin's confirmation.
CREATE TABLE credit_budget (
    workspace_id     VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id        VARCHAR(26)  NOT NULL,
    monthly_credits  BIGINT       NOT NULL,
    updated_by       VARCHAR(26)  NOT NULL,
    updated_at       TIMESTAMP(3) NOT NULL,
    CONSTRAINT fk_credit_budget_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_credit_budget_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_credit_budget_positive CHECK (monthly_credits > 0)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

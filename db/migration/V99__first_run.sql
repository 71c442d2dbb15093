-- First run (DD140): how far an agency's admin got with the setup path. One row per agency: the workspace the path
-- set up (created or chosen in it) and when the admin hid the overview's checklist; one row per step that was done
-- or skipped (a step without a row is still to do). Skipped steps stay on the checklist until done.
CREATE TABLE first_run (
    agency_id     VARCHAR(26)  NOT NULL PRIMARY KEY,
    workspace_id  VARCHAR(26)  NULL,
    dismissed_at  TIMESTAMP(3) NULL,
    CONSTRAINT fk_first_run_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT fk_first_run_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE first_run_step (
    agency_id   VARCHAR(26)  NOT NULL,
    step        VARCHAR(16)  NOT NULL,
    outcome     VARCHAR(8)   NOT NULL,
    decided_at  TIMESTAMP(3) NOT NULL,
    PRIMARY KEY (agency_id, step),
    CONSTRAINT fk_first_run_step_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_first_run_step_step CHECK (step IN ('BRANDING', 'WORKSPACE', 'API_KEY', 'LOCATION', 'FIRST_SCAN')),
    CONSTRAINT ck_first_run_step_outcome CHECK (outcome IN ('DONE', 'SKIPPED'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- Client report schedules (DD147): weekly or monthly at a wall-clock time in a time zone; next_run_at is stored, so a
-- restart goes on from it, and a run claims its row by moving next_run_at on (a conditional update), so one node runs
-- it. The contacts are the client's addresses the reports are mailed to.
CREATE TABLE client_report_schedule (
    workspace_id   VARCHAR(26)  NOT NULL PRIMARY KEY,
    agency_id      VARCHAR(26)  NOT NULL,
    frequency      VARCHAR(8)   NOT NULL,
    weekday        TINYINT      NULL,
    day_of_month   TINYINT      NULL,
    run_time       TIME         NOT NULL,
    time_zone      VARCHAR(64)  NOT NULL,
    next_run_at    TIMESTAMP(3) NOT NULL,
    last_run_at    TIMESTAMP(3) NULL,
    updated_by     VARCHAR(26)  NOT NULL,
    updated_at     TIMESTAMP(3) NOT NULL,
    CONSTRAINT fk_client_report_schedule_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_client_report_schedule_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT ck_client_report_schedule_frequency CHECK (frequency IN ('WEEKLY', 'MONTHLY'))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_client_report_schedule_due ON client_report_schedule (next_run_at);

CREATE TABLE client_report_contact (
    workspace_id  VARCHAR(26)  NOT NULL,
    email         VARCHAR(254) NOT NULL,
    agency_id     VARCHAR(26)  NOT NULL,
    added_at      TIMESTAMP(3) NOT NULL,
    PRIMARY KEY (workspace_id, email),
    CONSTRAINT fk_client_report_contact_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_client_report_contact_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

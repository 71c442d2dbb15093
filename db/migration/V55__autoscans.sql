-- Scheduled scans (autoscans) of a workspace as the service listed them at the last workspace sync (DD055). The
-- calendars project from these rows, so rendering never calls the service. The whole listing replaces the rows of
-- the workspace in one transaction. next_run_at is the service's instant in UTC; next_run_date its own date.
CREATE TABLE autoscan (
    workspace_id   VARCHAR(26)   NOT NULL,
    autoscan_key   VARCHAR(64)   NOT NULL,
    agency_id      VARCHAR(26)   NOT NULL,
    nickname       VARCHAR(255)  NULL,
    place_id       VARCHAR(255)  NULL,
    location_name  VARCHAR(255)  NULL,
    keyword        VARCHAR(255)  NULL,
    platforms      VARCHAR(100)  NOT NULL,
    grid_size      INT           NOT NULL,
    frequency      VARCHAR(16)   NOT NULL,
    status         VARCHAR(16)   NOT NULL,
    next_run_at    DATETIME(3)   NULL,
    next_run_date  DATE          NULL,
    synced_at      DATETIME(3)   NOT NULL,
    PRIMARY KEY (workspace_id, autoscan_key),
    CONSTRAINT fk_autoscan_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

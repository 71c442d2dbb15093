-- A copy of the workspace's saved locations at the service, for pickers (scan form, gallery filter) that would
-- otherwise call the service every time they open (DD044). The service stays the source of truth: the Locations page
-- reads it live and refreshes this copy.
CREATE TABLE saved_location (
    workspace_id  VARCHAR(26)   NOT NULL,
    place_id      VARCHAR(255)  NOT NULL,
    agency_id     VARCHAR(26)   NOT NULL,
    name          VARCHAR(255)  NULL,
    address       VARCHAR(500)  NULL,
    lat           VARCHAR(24)   NULL,
    lng           VARCHAR(24)   NULL,
    rating        DECIMAL(3, 2) NULL,
    reviews       INT           NULL,
    store_code    VARCHAR(100)  NULL,
    refreshed_at  TIMESTAMP(3)  NOT NULL,
    PRIMARY KEY (workspace_id, place_id),
    CONSTRAINT fk_saved_location_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_saved_location_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- Campaigns of a workspace as Locus knows them (DD050): the service lists only campaign reports (one per run), so
-- campaigns created through Locus are kept here, and campaigns made elsewhere are added from the report listing.
-- start_date/start_time are the local date and wall-clock time in the agency's zone, as sent to the service.
CREATE TABLE campaign (
    id            VARCHAR(26)   NOT NULL PRIMARY KEY,
    workspace_id  VARCHAR(26)   NOT NULL,
    campaign_key  CHAR(15)      NOT NULL,
    name          VARCHAR(100)  NOT NULL,
    place_ids     TEXT          NOT NULL,
    keywords      TEXT          NOT NULL,
    grid_size     INT           NOT NULL,
    radius        DECIMAL(6, 3) NOT NULL,
    measurement   VARCHAR(2)    NOT NULL,
    frequency     VARCHAR(16)   NOT NULL,
    start_date    DATE          NOT NULL,
    start_time    TIME          NOT NULL,
    status        VARCHAR(16)   NOT NULL,
    origin        VARCHAR(16)   NOT NULL,
    created_by    VARCHAR(26)   NULL,
    created_at    TIMESTAMP(3)  NOT NULL,
    updated_at    TIMESTAMP(3)  NOT NULL,
    CONSTRAINT uq_campaign_key UNIQUE (workspace_id, campaign_key),
    CONSTRAINT fk_campaign_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_campaign_status ON campaign (workspace_id, status);

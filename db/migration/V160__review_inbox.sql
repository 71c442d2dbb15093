-- The review inbox (issue 50, DD210): the customer reviews of every linked business profile of a workspace as the
-- workspace sync last read them, so the inbox lists, filters and pages them across all of a person's clients without
-- calling the service. The sync writes the service's fields; reply_* is the reply the service showed (or the one this
-- portal just sent), proposal_id a reply from the inbox that waits for the client's approval (DD104).
CREATE TABLE gbp_review (
    workspace_id    VARCHAR(26)   NOT NULL,
    place_id        VARCHAR(255)  NOT NULL,
    review_id       VARCHAR(255)  NOT NULL,
    agency_id       VARCHAR(26)   NOT NULL,
    location_name   VARCHAR(255)  NULL,
    reviewer        VARCHAR(255)  NULL,
    star_rating     INT           NULL,
    review_text     TEXT          NULL,
    created_at      DATETIME(3)   NOT NULL,
    reply_text      TEXT          NULL,
    replied_at      DATETIME(3)   NULL,
    proposal_id     VARCHAR(26)   NULL,
    synced_at       DATETIME(3)   NOT NULL,
    PRIMARY KEY (workspace_id, place_id, review_id),
    CONSTRAINT fk_gbp_review_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id),
    CONSTRAINT fk_gbp_review_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- the inbox's order: unanswered first, newest first, within an agency's workspaces
CREATE INDEX ix_gbp_review_inbox ON gbp_review (agency_id, workspace_id, replied_at, created_at);

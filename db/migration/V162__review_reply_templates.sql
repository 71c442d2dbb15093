-- Reply templates of the review inbox (issue 50, DD219): the agency's own (workspace_id NULL), which every client
-- uses, and a client's own, which replace the agency's for that client. Each template serves the star ratings of
-- stars_mask (bit 0 for one star ... bit 4 for five); the variants of one rating are offered in turn, the one
-- offered longest ago first (last_offered_at), so that replies do not all read the same.
CREATE TABLE review_reply_template (
    id              BIGINT        NOT NULL AUTO_INCREMENT,
    agency_id       VARCHAR(26)   NOT NULL,
    workspace_id    VARCHAR(26)   NULL,
    position        INT           NOT NULL,
    stars_mask      INT           NOT NULL,
    body            TEXT          NOT NULL,
    last_offered_at DATETIME(3)   NULL,
    PRIMARY KEY (id),
    CONSTRAINT fk_review_reply_template_agency FOREIGN KEY (agency_id) REFERENCES agency (id),
    CONSTRAINT fk_review_reply_template_workspace FOREIGN KEY (workspace_id) REFERENCES workspace (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE INDEX ix_review_reply_template_scope ON review_reply_template (agency_id, workspace_id, position);

-- A client's rule that replies to its reviews of one or two stars wait for its approval (issue 50, DD219), even in a
-- workspace where other changes are sent at once. Decided when the reply is sent, from the stored copy of the review.
ALTER TABLE gbp_approval_setting ADD COLUMN low_star_replies BOOLEAN NOT NULL DEFAULT FALSE;

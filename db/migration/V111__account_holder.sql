-- Who holds the service account a snapshot was taken of: the id of `user` in POST /v2/account's answer (DD011,
-- DD151). Workspaces whose keys belong to one account share its balance, and the agency overview forecasts their
-- run-out together. NULL where the service did not say.
ALTER TABLE credit_snapshot ADD COLUMN account_holder VARCHAR(100) NULL;

-- The rate limiter keys its bucket by the service account's holder where it is known (DD162): "holder:" plus the
-- holder's id, which the service answers with up to 100 characters (credit_snapshot.account_holder, DD151).
ALTER TABLE upstream_rate_bucket MODIFY id VARCHAR(120) NOT NULL;

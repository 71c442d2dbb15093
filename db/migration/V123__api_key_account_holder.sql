-- The service account a key belongs to, as the key's check named it (POST /v2/account, data.user.id): every node
-- paces the key's calls under that account's rate-limit bucket from its first call (DD162). Null for keys stored
-- before this column and for keys whose check named no holder; the gateway then asks the credit snapshots.
ALTER TABLE upstream_api_key ADD COLUMN account_holder VARCHAR(100) NULL;

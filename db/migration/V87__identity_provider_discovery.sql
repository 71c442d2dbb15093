-- The identity provider's discovered endpoints (DD115): fetched when an agency admin saves or tests the settings,
-- never on an anonymous request; sign-in builds its client registration from these columns alone.
ALTER TABLE agency_identity_provider
    ADD COLUMN authorization_uri   VARCHAR(500) NULL,
    ADD COLUMN token_uri           VARCHAR(500) NULL,
    ADD COLUMN jwk_set_uri         VARCHAR(500) NULL,
    ADD COLUMN user_info_uri       VARCHAR(500) NULL,
    ADD COLUMN token_auth_method   VARCHAR(30)  NULL,
    ADD COLUMN discovered_at       TIMESTAMP(3) NULL;

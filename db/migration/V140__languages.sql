-- Who reads Locus in which language (issue 51, DD195). A person's own choice from the user menu (NULL: none made, so
-- the browser's language, or for a client viewer their workspace's); a client workspace's language for its client
-- portal, client reports, mails and shared pages. Codes are ISO 639-1: en, de, es, fr.
ALTER TABLE app_user ADD COLUMN language CHAR(2) NULL;

ALTER TABLE workspace ADD COLUMN language CHAR(2) NOT NULL DEFAULT 'en';

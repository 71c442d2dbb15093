-- A share link to one generated client-report PDF (DD158). Such a link has no report key and no snapshot: the stored
-- PDF (client_report.pdf, never changed once made) is what it answers. While a link that is neither revoked nor
-- expired points at a PDF, retention keeps that PDF (ClientReportRepository#deleteAllButNewest); once the link has
-- ended, retention may delete it and the link keeps its row (title, who, when) for the list, pointing at nothing.
ALTER TABLE share_link
    MODIFY report_key CHAR(15) NULL,
    MODIFY snapshot MEDIUMTEXT NULL,
    ADD COLUMN client_report_id VARCHAR(26) NULL AFTER report_key,
    ADD CONSTRAINT fk_share_link_client_report FOREIGN KEY (client_report_id) REFERENCES client_report (id)
        ON DELETE SET NULL,
    DROP CONSTRAINT ck_share_link_type;

ALTER TABLE share_link
    ADD CONSTRAINT ck_share_link_type CHECK (report_type IN ('SCAN', 'COMPETITOR', 'TREND', 'LOCATION', 'KEYWORD',
                                                             'CAMPAIGN', 'CLIENT_PDF')),
    ADD CONSTRAINT ck_share_link_source CHECK (report_type = 'CLIENT_PDF'
                                               OR (report_key IS NOT NULL AND snapshot IS NOT NULL));

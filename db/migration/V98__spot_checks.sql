-- Spot checks (DD137): one on-demand "rank at this point" request goes through the same ledger as scans, so it is
-- reserved before it is sent, never sent twice, and settled like any spend. It is billed per request outside the
-- credit balance, so its row spends 0 credits; kind tells the two apart, and a spot check's answer (the rank at the
-- point and who ranks above) is kept on its row.
ALTER TABLE scan_submission
    ADD COLUMN kind       VARCHAR(5)    NOT NULL DEFAULT 'SCAN',
    ADD COLUMN spot_rank  INT           NULL,
    ADD COLUMN spot_above VARCHAR(2000) NULL,
    ADD CONSTRAINT ck_scan_submission_kind CHECK (kind IN ('SCAN', 'SPOT'));

-- The agency overview's visibility (DD134): every scan of the scope in a date window, with its series (keyword,
-- place, platform) and SoLV, read from this index alone instead of the wide report rows.
CREATE INDEX ix_report_series ON report (workspace_id, type, report_date, keyword, place_id, platform, solv, agency_id);

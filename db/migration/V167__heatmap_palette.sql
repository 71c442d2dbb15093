-- The colours a person reads heatmaps in (issue 51, DD226): their own choice from the user menu, 'standard' (green
-- through red, DD043) or 'colour-blind-safe' (dark blue through orange to brown). No row: none made, so the standard
-- colours. A code Locus no longer knows reads as the standard one; the service accepts only known codes.
CREATE TABLE heatmap_palette (
    user_id       VARCHAR(26)   NOT NULL PRIMARY KEY,
    agency_id     VARCHAR(26)   NOT NULL,
    palette_code  VARCHAR(32)   NOT NULL,
    CONSTRAINT fk_heatmap_palette_user FOREIGN KEY (user_id) REFERENCES app_user (id) ON DELETE CASCADE,
    CONSTRAINT fk_heatmap_palette_agency FOREIGN KEY (agency_id) REFERENCES agency (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

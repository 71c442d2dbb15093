package app.locus.reports.repository;

import static app.locus.db.Tables.HEATMAP_PALETTE;

import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.UserId;

import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * The heatmap palettes people chose for themselves, as stored codes
 * ("colour-blind-safe"). Every statement is scoped to the agency, so an id from another
 * agency matches nothing.
 */
@Repository
public class HeatmapPaletteRepository {

	private final DSLContext db;

	HeatmapPaletteRepository(DSLContext db) {
		this.db = db;
	}

	/** The person's own choice; empty when they made none. */
	public Optional<String> chosenBy(AgencyId agency, UserId user) {
		return db.select(HEATMAP_PALETTE.PALETTE_CODE)
			.from(HEATMAP_PALETTE)
			.where(HEATMAP_PALETTE.USER_ID.eq(user.value()).and(HEATMAP_PALETTE.AGENCY_ID.eq(agency.value())))
			.fetchOptional(HEATMAP_PALETTE.PALETTE_CODE);
	}

	/** Stores the person's choice in place of any earlier one. */
	public void choose(AgencyId agency, UserId user, String code) {
		db.insertInto(HEATMAP_PALETTE)
			.set(HEATMAP_PALETTE.USER_ID, user.value())
			.set(HEATMAP_PALETTE.AGENCY_ID, agency.value())
			.set(HEATMAP_PALETTE.PALETTE_CODE, code)
			.onDuplicateKeyUpdate()
			.set(HEATMAP_PALETTE.PALETTE_CODE, code)
			.execute();
	}

}

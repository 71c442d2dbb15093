package app.locus.clientreports;

import static app.locus.db.Tables.REPORT;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Locale;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.base.WorkspaceId;
import app.locus.upstream.api.Platform;
import org.jooq.DSLContext;

/** Scans stored in a workspace, as the report sync would have kept them. */
final class StoredScans {

	/** 16 of 25 points in the top three: 64%. */
	static final String SIXTY_FOUR = "1,1,2,2,3,3,3,1,1,2,2,3,1,1,2,3,4,5,6,8,9,12,-,-,15";

	private final DSLContext db;

	StoredScans(DSLContext db) {
		this.db = db;
	}

	void scan(AgencyId agency, WorkspaceId workspace, LocalDate date, String keyword, String ranks, String solv) {
		scan(agency, workspace, date, keyword, ranks, solv, Platform.GOOGLE);
	}

	/** A scan of one platform; its SoLV is SAIV on the AI platforms. */
	void scan(AgencyId agency, WorkspaceId workspace, LocalDate date, String keyword, String ranks, String solv,
			Platform platform) {
		db.insertInto(REPORT)
			.set(REPORT.WORKSPACE_ID, workspace.value())
			.set(REPORT.TYPE, "SCAN")
			.set(REPORT.REPORT_KEY, key())
			.set(REPORT.AGENCY_ID, agency.value())
			.set(REPORT.REPORT_DATE, date)
			.set(REPORT.PLACE_ID, "place-bayside")
			.set(REPORT.LOCATION_NAME, "Bayside Plumbing, Main St")
			.set(REPORT.KEYWORD, keyword)
			.set(REPORT.PLATFORM, platform.code())
			.set(REPORT.GRID_SIZE, 5)
			.set(REPORT.RADIUS, BigDecimal.ONE)
			.set(REPORT.UNIT, "mi")
			.set(REPORT.SOLV, new BigDecimal(solv))
			.set(REPORT.ARP, new BigDecimal("3.4"))
			.set(REPORT.THUMBNAIL_RANKS, ranks)
			.set(REPORT.PAYLOAD, "{}")
			.execute();
	}

	private static String key() {
		String hex = Long.toHexString(Double.doubleToLongBits(Math.random()))
				+ Integer.toHexString(OpaqueId.next().hashCode());
		return (hex + "000000000000000").substring(0, 15).toLowerCase(Locale.ROOT);
	}

}

package app.locus.reports.repository;

import static app.locus.db.Tables.REPORT;

import java.math.BigDecimal;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.reports.heatmap.RankGrid;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;
import org.jooq.Condition;
import org.jooq.Field;
import org.jooq.Record;

/**
 * The card columns of the report table and their mapping to {@link ReportCard}, shared by
 * the repository and the gallery read model so both read a card the same way.
 */
public final class ReportColumns {

	/** Everything a card shows; never the payload or the data points. */
	public static final List<Field<?>> CARD = List.of(REPORT.TYPE, REPORT.REPORT_KEY, REPORT.REPORT_DATE,
			REPORT.PLACE_ID, REPORT.LOCATION_NAME, REPORT.KEYWORD, REPORT.PLATFORM, REPORT.GRID_SIZE, REPORT.RADIUS,
			REPORT.UNIT, REPORT.CENTER_LAT, REPORT.CENTER_LNG, REPORT.CAMPAIGN_KEY, REPORT.ARP, REPORT.ATRP,
			REPORT.SOLV, REPORT.FOUND_IN, REPORT.TOTAL_COMPETITORS, REPORT.ARP_MOVE, REPORT.ATRP_MOVE, REPORT.SOLV_MOVE,
			REPORT.SCAN_COUNT, REPORT.THUMBNAIL_RANKS, REPORT.FETCHED_AT);

	private ReportColumns() {
	}

	/** Rows of one workspace of one agency; every query starts here. */
	public static Condition scope(AgencyId agency, WorkspaceId workspace) {
		return REPORT.WORKSPACE_ID.eq(workspace.value()).and(REPORT.AGENCY_ID.eq(agency.value()));
	}

	public static ReportCard card(Record row) {
		Integer gridSize = row.get(REPORT.GRID_SIZE);
		String ranks = row.get(REPORT.THUMBNAIL_RANKS);
		return new ReportCard(ReportType.valueOf(row.get(REPORT.TYPE)), ReportKey.of(row.get(REPORT.REPORT_KEY)),
				row.get(REPORT.REPORT_DATE), row.get(REPORT.PLACE_ID), row.get(REPORT.LOCATION_NAME),
				row.get(REPORT.KEYWORD), WireCode.find(Platform.class, row.get(REPORT.PLATFORM)), gridSize,
				row.get(REPORT.RADIUS), WireCode.find(Measurement.class, row.get(REPORT.UNIT)),
				center(row.get(REPORT.CENTER_LAT), row.get(REPORT.CENTER_LNG)), row.get(REPORT.CAMPAIGN_KEY),
				new RankMetrics(row.get(REPORT.ARP), row.get(REPORT.ATRP), row.get(REPORT.SOLV)),
				row.get(REPORT.FOUND_IN), row.get(REPORT.TOTAL_COMPETITORS),
				new Movement(row.get(REPORT.ARP_MOVE), row.get(REPORT.ATRP_MOVE), row.get(REPORT.SOLV_MOVE)),
				row.get(REPORT.SCAN_COUNT), gridSize == null ? null : RankGrid.parse(gridSize, ranks),
				row.get(REPORT.FETCHED_AT) != null);
	}

	private static LatLng center(String lat, String lng) {
		if (lat == null || lng == null) {
			return null;
		}
		return new LatLng(new BigDecimal(lat), new BigDecimal(lng));
	}

}

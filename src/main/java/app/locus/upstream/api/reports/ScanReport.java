package app.locus.upstream.api.reports;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.locations.LocationSummary;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * One scan's results. {@code campaignKey} links a campaign's scan to its campaign;
 * {@code dataPoints} is empty unless asked for; {@code raw} is the payload as received,
 * for storing. The AI-visibility fields: {@code saiv} (AI platforms only) and
 * {@code uniqueCompetitors}; {@code insights} is the map platforms' block. Null when
 * absent.
 */
public record ScanReport(String reportKey, LocalDate date, Instant timestamp, ScanSettings settings,
		LocationSummary location, RankMetrics metrics, Integer foundIn, Integer totalCompetitors,
		BigDecimal competitionSolv, BigDecimal maxSolv, BigDecimal opportunitySolv, String campaignKey,
		String aiAnalysis, String image, String heatmap, List<DataPoint> dataPoints, JsonNode raw, BigDecimal saiv,
		Integer uniqueCompetitors, MapInsights insights) {

	public static ScanReport from(JsonNode node) {
		return new ScanReport(Lenient.text(node, "report_key"), Lenient.date(node, "date"),
				Lenient.instant(node, "timestamp"), ScanSettings.from(node),
				Lenient.nested(node, "location", LocationSummary::from), RankMetrics.from(node),
				Lenient.integer(node, "found_in"), Lenient.integer(node, "total_competitors"),
				Lenient.decimal(node, "competition_solv"), Lenient.decimal(node, "max_solv"),
				Lenient.decimal(node, "opportunity_solv"), Lenient.text(node, "campaign_key"),
				Lenient.textOrJson(node, "ai_analysis"), Lenient.text(node, "image"), Lenient.text(node, "heatmap"),
				Lenient.list(node, "data_points", DataPoint::from), node, Lenient.decimal(node, "saiv"),
				Lenient.integer(node, "unique_competitors"), Lenient.nested(node, "insights", MapInsights::from));
	}

}

package app.locus.reports;

import java.time.Instant;
import java.util.List;

import app.locus.reports.heatmap.RankGrid;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.api.reports.CompetitorReport;
import app.locus.upstream.api.reports.DataPoint;
import app.locus.upstream.api.reports.KeywordReport;
import app.locus.upstream.api.reports.LocationReport;
import app.locus.upstream.api.reports.RankedBusiness;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.reports.TrendReport;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A stored report for its detail page: the card, the payload as the service sent it, and
 * (for scans, once fetched) the ranking at every grid point. The {@code as...} methods
 * read the payload as the record of the report's type.
 */
public record ReportDetail(ReportCard card, JsonNode payload, List<DataPoint> dataPoints, Instant fetchedAt) {

	private static final String CREDITS_USED = "credits_used";

	public ReportDetail {
		dataPoints = dataPoints == null ? List.of() : List.copyOf(dataPoints);
	}

	public ScanReport asScan() {
		requireType(ReportType.SCAN);
		return ScanReport.from(payload);
	}

	public CompetitorReport asCompetitor() {
		requireType(ReportType.COMPETITOR);
		return CompetitorReport.from(payload);
	}

	public TrendReport asTrend() {
		requireType(ReportType.TREND);
		return TrendReport.from(payload);
	}

	public LocationReport asLocation() {
		requireType(ReportType.LOCATION);
		return LocationReport.from(payload);
	}

	public KeywordReport asKeyword() {
		requireType(ReportType.KEYWORD);
		return KeywordReport.from(payload);
	}

	public CampaignReport asCampaign() {
		requireType(ReportType.CAMPAIGN);
		return CampaignReport.from(payload);
	}

	/**
	 * The AI analysis of a scan as plain text (never to be rendered as HTML), or null.
	 */
	public String aiAnalysis() {
		return Lenient.textOrJson(payload, "ai_analysis");
	}

	/**
	 * The ranks for the heatmap: from the data points when they are stored, else the
	 * listing's thumbnail ranks; null when there are neither.
	 */
	public RankGrid ranks() {
		if (!dataPoints.isEmpty() && card.gridSize() != null) {
			return RankGrid.fromDataPoints(card.gridSize(), dataPoints);
		}
		return card.thumbnail();
	}

	/**
	 * The same report without what the service says it spent (a campaign run's
	 * {@code credits_used}), for a person who may not see costs (DD159).
	 */
	public ReportDetail withoutCosts() {
		if (!(payload instanceof ObjectNode object) || !object.has(CREDITS_USED)) {
			return this;
		}
		ObjectNode stripped = object.deepCopy();
		stripped.remove(CREDITS_USED);
		return new ReportDetail(card, stripped, dataPoints, fetchedAt);
	}

	/**
	 * Whether a business in a competitor report is the client's own (the scanned place).
	 */
	public boolean isOwn(RankedBusiness business) {
		return business.placeId() != null && business.placeId().equals(card.placeId());
	}

	private void requireType(ReportType expected) {
		if (card.type() != expected) {
			throw new IllegalStateException("A " + card.type() + " report is not a " + expected + " report");
		}
	}

}

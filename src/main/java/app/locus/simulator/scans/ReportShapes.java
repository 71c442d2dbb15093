package app.locus.simulator.scans;

import java.util.List;
import java.util.Locale;

import app.locus.simulator.api.FieldMask;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.PlaceShapes;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The JSON of scan, competitor, trend, location and keyword reports (DD010). Records are
 * rendered whole, data_points included; the field mask decides what leaves.
 */
public final class ReportShapes {

	private ReportShapes() {
	}

	public static ObjectNode scan(ScanReport report, String baseUrl) {
		ScanResult result = report.result();
		ObjectNode node = header(report);
		node.put("timestamp", SimDates.timestamp(report.completedAt()));
		node.set("location", PlaceShapes.summary(result.business()));
		node.put("lat", coordinate(report.settings().lat()));
		node.put("lng", coordinate(report.settings().lng()));
		metrics(node, result.own());
		node.put("found_in", Integer.toString(result.own().foundIn()));
		node.put("total_competitors", Integer.toString(result.totalCompetitors()));
		node.put("competition_solv", Json.decimal(result.competitionSolv()));
		node.put("max_solv", Json.decimal(ScanResult.MAX_SOLV));
		node.put("opportunity_solv", Json.decimal(result.opportunitySolv()));
		Json.putOrFalse(node, "campaign_key", report.campaignKey());
		Json.putOrFalse(node, "ai_analysis", result.aiAnalysis());
		node.put("image", baseUrl + "/static/reports/" + report.key() + "/grid.svg");
		node.put("heatmap", baseUrl + "/static/reports/" + report.key() + "/heatmap.svg");
		node.set(FieldMask.DATA_POINTS, dataPoints(result.points()));
		return node;
	}

	public static ObjectNode competitor(ScanReport report) {
		ObjectNode node = header(report);
		ArrayNode businesses = node.putArray("businesses");
		for (BusinessStats stats : report.result().businesses()) {
			ObjectNode business = businesses.addObject();
			business.put("name", stats.place().name());
			business.put("place_id", stats.place().placeId());
			metrics(business, stats);
			business.put("reviews", Integer.toString(stats.place().reviews()));
			business.put("rating", Double.toString(stats.place().rating()));
			business.put("lat", coordinate(stats.place().lat()));
			business.put("lng", coordinate(stats.place().lng()));
		}
		node.set(FieldMask.DATA_POINTS, dataPoints(report.result().points()));
		return node;
	}

	static ObjectNode trend(ReportGroups.Group group) {
		ScanReport latest = group.latest();
		ScanReport previous = group.scans().get(group.scans().size() - 2);
		ScanSettings settings = latest.settings();
		ObjectNode node = Json.object();
		node.put("report_key", group.key());
		node.put("place_id", settings.placeId());
		node.put("keyword", settings.keyword());
		node.set("location", PlaceShapes.summary(latest.result().business()));
		node.put("lat", coordinate(settings.lat()));
		node.put("lng", coordinate(settings.lng()));
		node.put("grid_size", Integer.toString(settings.gridSize()));
		node.put("radius", settings.radius());
		node.put("measurement", settings.measurement());
		node.put("platform", settings.platform());
		node.put("scan_count", Integer.toString(group.scans().size()));
		node.put("date", SimDates.date(group.first()));
		node.put("last_date", SimDates.date(group.last()));
		metrics(node, latest.result().own());
		moves(node, latest.result().own(), previous.result().own());
		ArrayNode scans = node.putArray("scans");
		for (ScanReport scan : group.scans()) {
			ObjectNode item = scans.addObject();
			item.put("report_key", scan.key());
			item.put("date", SimDates.date(scan.completedAt()));
			metrics(item, scan.result().own());
		}
		node.set(FieldMask.DATA_POINTS, dataPoints(latest.result().points()));
		return node;
	}

	static ObjectNode location(ReportGroups.Group group) {
		ScanReport latest = group.latest();
		List<ScanReport> perKeyword = group.latestBy(s -> s.settings().keywordKey());
		ObjectNode node = Json.object();
		node.put("report_key", group.key());
		node.put("place_id", latest.settings().placeId());
		node.set("location", PlaceShapes.summary(latest.result().business()));
		span(node, group, perKeyword);
		ArrayNode keywords = node.putArray("keywords");
		for (ScanReport scan : perKeyword) {
			ObjectNode item = keywords.addObject();
			item.put("keyword", scan.settings().keyword());
			item.put("report_key", scan.key());
			metrics(item, scan.result().own());
		}
		return node;
	}

	static ObjectNode keyword(ReportGroups.Group group) {
		ScanReport latest = group.latest();
		List<ScanReport> perPlace = group.latestBy(s -> s.settings().placeId());
		ObjectNode node = Json.object();
		node.put("report_key", group.key());
		node.put("keyword", latest.settings().keyword());
		span(node, group, perPlace);
		ArrayNode locations = node.putArray("locations");
		for (ScanReport scan : perPlace) {
			ObjectNode item = locations.addObject();
			item.put("place_id", scan.settings().placeId());
			item.put("name", scan.result().business().name());
			item.put("report_key", scan.key());
			metrics(item, scan.result().own());
		}
		return node;
	}

	/** platform, first and last date, and the averages over the latest scans. */
	private static void span(ObjectNode node, ReportGroups.Group group, List<ScanReport> latest) {
		node.put("platform", group.latest().settings().platform());
		node.put("date", SimDates.date(group.first()));
		node.put("last_date", SimDates.date(group.last()));
		averages(node, latest);
	}

	/** {arp, atrp, solv} of a business. */
	public static void metrics(ObjectNode node, BusinessStats stats) {
		node.put("arp", Json.decimal(stats.arp()));
		node.put("atrp", Json.decimal(stats.atrp()));
		node.put("solv", Json.decimal(stats.solv()));
	}

	/**
	 * {arp_move, atrp_move, solv_move}: latest minus previous (a negative rank move and a
	 * positive solv move are improvements).
	 */
	public static void moves(ObjectNode node, BusinessStats latest, BusinessStats previous) {
		node.put("arp_move", Json.decimal(latest.arp() - previous.arp()));
		node.put("atrp_move", Json.decimal(latest.atrp() - previous.atrp()));
		node.put("solv_move", Json.decimal(latest.solv() - previous.solv()));
	}

	/** Averages of {arp, atrp, solv} over several scans. */
	public static void averages(ObjectNode node, List<ScanReport> scans) {
		node.put("arp", Json.decimal(scans.stream().mapToDouble(s -> s.result().own().arp()).average().orElse(0)));
		node.put("atrp", Json.decimal(scans.stream().mapToDouble(s -> s.result().own().atrp()).average().orElse(0)));
		node.put("solv", Json.decimal(scans.stream().mapToDouble(s -> s.result().own().solv()).average().orElse(0)));
	}

	public static String coordinate(double degrees) {
		return String.format(Locale.ROOT, "%.6f", degrees);
	}

	private static ObjectNode header(ScanReport report) {
		ScanSettings settings = report.settings();
		ObjectNode node = Json.object();
		node.put("report_key", report.key());
		node.put("date", SimDates.date(report.completedAt()));
		node.put("keyword", settings.keyword());
		node.put("place_id", settings.placeId());
		node.put("platform", settings.platform());
		node.put("grid_size", Integer.toString(settings.gridSize()));
		node.put("radius", settings.radius());
		node.put("measurement", settings.measurement());
		return node;
	}

	private static ArrayNode dataPoints(List<GridPoint> points) {
		ArrayNode array = Json.array();
		for (GridPoint point : points) {
			ObjectNode item = array.addObject();
			item.put("lat", coordinate(point.lat()));
			item.put("lng", coordinate(point.lng()));
			if (point.rank() == null) {
				item.put("rank", false);
			}
			else {
				item.put("rank", point.rank());
			}
			item.put("found", point.rank() != null);
			ArrayNode results = item.putArray("results");
			for (GridPoint.Ranked ranked : point.results()) {
				ObjectNode result = results.addObject();
				result.put("place_id", ranked.place().placeId());
				result.put("name", ranked.place().name());
				result.put("rank", ranked.rank());
			}
		}
		return array;
	}

}

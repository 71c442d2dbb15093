package app.locus.simulator.scans;

import java.util.List;
import java.util.Locale;

import app.locus.simulator.api.FieldMask;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.Place;
import app.locus.simulator.places.PlaceShapes;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The JSON of scan, competitor, trend, location and keyword reports (DD010). Records are
 * rendered whole, data_points included; the field mask decides what leaves.
 */
public final class ReportShapes {

	/** The businesses of a competitor report. */
	public static final String BUSINESSES = "businesses";

	/** Per-point rankings of a scan report, as large as data_points. */
	public static final String RANKINGS = "rankings";

	/** Businesses a data point lists. */
	private static final int TOP = 3;

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
		images(node, report, baseUrl);
		AiVisibility.put(node, report);
		node.set("places", places(result));
		node.set(RANKINGS, rankings(result.points()));
		node.set(FieldMask.DATA_POINTS, dataPoints(result));
		return node;
	}

	private static void images(ObjectNode node, ScanReport report, String baseUrl) {
		node.put("image", baseUrl + "/static/reports/" + report.key() + "/grid.svg");
		node.put("heatmap", baseUrl + "/static/reports/" + report.key() + "/heatmap.svg");
	}

	/** The PDF of a report of any kind. */
	static String pdf(String baseUrl, String key) {
		return baseUrl + "/static/reports/" + key + "/report.pdf";
	}

	/**
	 * {@code {<place_id>: {place_id, name, address, phone, display_url, rating, reviews,
	 * arp, atrp, solv}}}: every business the scan found, best share of voice first.
	 */
	private static ObjectNode places(ScanResult result) {
		ObjectNode places = Json.object();
		result.businesses().forEach(stats -> places.set(stats.place().placeId(), leader(stats)));
		return places;
	}

	/** A business on a leaderboard: who it is and how it did. */
	private static ObjectNode leader(BusinessStats stats) {
		Place place = stats.place();
		ObjectNode node = Json.object();
		node.put("place_id", place.placeId());
		node.put("name", place.name());
		node.put("address", place.address());
		node.put("phone", place.phone());
		node.put("display_url", place.website());
		node.put("rating", Double.toString(place.rating()));
		node.put("reviews", Integer.toString(place.reviews()));
		metrics(node, stats);
		return node;
	}

	private static ArrayNode leaderboard(ScanResult result) {
		ArrayNode array = Json.array();
		result.businesses().forEach(stats -> array.add(leader(stats)));
		return array;
	}

	/** Per grid point, every business shown there in rank order. */
	private static ArrayNode rankings(List<GridPoint> points) {
		ArrayNode array = Json.array();
		for (GridPoint point : points) {
			ObjectNode item = array.addObject();
			item.put("lat", coordinate(point.lat()));
			item.put("lng", coordinate(point.lng()));
			ArrayNode shown = item.putArray("places");
			point.results()
				.forEach(ranked -> shown.addObject()
					.put("place_id", ranked.place().placeId())
					.put("name", ranked.place().name())
					.put("rank", ranked.rank()));
		}
		return array;
	}

	public static ObjectNode competitor(ScanReport report) {
		ObjectNode node = header(report);
		node.set("location", PlaceShapes.summary(report.result().business()));
		ArrayNode businesses = node.putArray(BUSINESSES);
		for (BusinessStats stats : report.result().businesses()) {
			ObjectNode business = businesses.addObject();
			business.put("name", stats.place().name());
			business.put("place_id", stats.place().placeId());
			metrics(business, stats);
			business.put("reviews", Integer.toString(stats.place().reviews()));
			business.put("rating", Double.toString(stats.place().rating()));
			business.put("lat", coordinate(stats.place().lat()));
			business.put("lng", coordinate(stats.place().lng()));
			business.set(FieldMask.DATA_POINTS, ranksOf(stats.place(), report.result().points()));
		}
		node.set(FieldMask.DATA_POINTS, dataPoints(report.result()));
		return node;
	}

	static ObjectNode trend(ReportGroups.Group group, String baseUrl) {
		ScanReport latest = group.latest();
		ScanReport previous = group.scans().get(group.scans().size() - 2);
		ScanSettings settings = latest.settings();
		ObjectNode node = Json.object();
		node.put("id", group.key());
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
		node.put("points", Integer.toString(settings.points()));
		node.put("date", SimDates.date(group.first()));
		node.put("last_date", SimDates.date(group.last()));
		metrics(node, latest.result().own());
		moves(node, latest.result().own(), previous.result().own());
		node.put("pdf", pdf(baseUrl, group.key()));
		node.set("locations", leaderboard(latest.result()));
		ArrayNode scans = node.putArray("scans");
		for (ScanReport scan : group.scans()) {
			ObjectNode item = scans.addObject();
			item.put("report_key", scan.key());
			item.put("date", SimDates.date(scan.completedAt()));
			metrics(item, scan.result().own());
			images(item, scan, baseUrl);
			item.set("locations", leaderboard(scan.result()));
		}
		node.set(FieldMask.DATA_POINTS, dataPoints(latest.result()));
		return node;
	}

	static ObjectNode location(ReportGroups.Group group, String baseUrl) {
		ScanReport latest = group.latest();
		List<ScanReport> perKeyword = group.latestBy(s -> s.settings().keywordKey());
		ObjectNode node = Json.object();
		node.put("report_key", group.key());
		node.put("place_id", latest.settings().placeId());
		node.set("location", PlaceShapes.summary(latest.result().business()));
		span(node, group, perKeyword);
		node.put("keyword_count", Integer.toString(perKeyword.size()));
		node.put("pdf", pdf(baseUrl, group.key()));
		ArrayNode keywords = node.putArray("keywords");
		for (ScanReport scan : perKeyword) {
			ObjectNode item = keywords.addObject();
			item.put("keyword", scan.settings().keyword());
			item.put("report_key", scan.key());
			metrics(item, scan.result().own());
		}
		return node;
	}

	static ObjectNode keyword(ReportGroups.Group group, String baseUrl) {
		ScanReport latest = group.latest();
		List<ScanReport> perPlace = group.latestBy(s -> s.settings().placeId());
		ObjectNode node = Json.object();
		node.put("report_key", group.key());
		node.put("keyword", latest.settings().keyword());
		span(node, group, perPlace);
		node.put("location_count", Integer.toString(perPlace.size()));
		node.put("pdf", pdf(baseUrl, group.key()));
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

	/**
	 * platform, first and last date, and the averages over the latest scans, under the
	 * spec's metric names and as {@code avg_*} (the names real clients read).
	 */
	private static void span(ObjectNode node, ReportGroups.Group group, List<ScanReport> latest) {
		node.put("platform", group.latest().settings().platform());
		node.put("date", SimDates.date(group.first()));
		node.put("last_date", SimDates.date(group.last()));
		averages(node, latest);
		for (String metric : List.of("arp", "atrp", "solv")) {
			node.set("avg_" + metric, node.get(metric));
		}
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

	/** One business's rank at every grid point ({@code false} where it was not shown). */
	private static ArrayNode ranksOf(Place place, List<GridPoint> points) {
		ArrayNode array = Json.array();
		for (GridPoint point : points) {
			ObjectNode item = array.addObject();
			item.put("lat", coordinate(point.lat()));
			item.put("lng", coordinate(point.lng()));
			point.results()
				.stream()
				.filter(ranked -> ranked.place().placeId().equals(place.placeId()))
				.findFirst()
				.ifPresentOrElse(ranked -> item.put("rank", ranked.rank()), () -> item.put("rank", false));
		}
		return array;
	}

	/**
	 * Per point: the scanned business's rank and the businesses shown there (the first
	 * three on a map; on an AI platform every business the answer named, in order,
	 * whether the engine answered at all and the sources it cited).
	 */
	private static ArrayNode dataPoints(ScanResult result) {
		boolean ai = result.settings().platformInfo().ai();
		ArrayNode array = Json.array();
		for (GridPoint point : result.points()) {
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
			int shown = ai ? point.results().size() : Math.min(TOP, point.results().size());
			for (GridPoint.Ranked ranked : point.results().subList(0, shown)) {
				ObjectNode one = results.addObject();
				one.put("place_id", ranked.place().placeId());
				one.put("name", ranked.place().name());
				one.put("rank", ranked.rank());
			}
			if (ai) {
				item.put("answered", point.answered());
				ArrayNode sources = item.putArray("sources");
				point.sources()
					.forEach(cited -> sources.addObject().put("domain", cited.domain()).put("url", cited.url()));
			}
		}
		return array;
	}

}

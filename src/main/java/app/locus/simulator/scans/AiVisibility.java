package app.locus.simulator.scans;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;

import app.locus.simulator.api.Json;
import app.locus.simulator.places.Place;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The visibility fields beside the metrics of a scan report, in the shapes the vendor's
 * own clients read: {@code saiv} (the share of AI voice, the same figure as {@code solv}
 * on AI platforms, false on map platforms), {@code unique_competitors} (other businesses
 * shown anywhere on the grid, as {@code total_competitors}); on map platforms an
 * {@code insights} object (competitors considered and active, the business's SoLV beside
 * the leader's, and how far from the business its top-3 points reach beside the
 * competitors' average); on AI platforms {@code ai_place_id} and {@code sources}, the
 * sites the answers cited with the number of points that cited each.
 */
final class AiVisibility {

	private AiVisibility() {
	}

	static void put(ObjectNode node, ScanReport report) {
		ScanResult result = report.result();
		boolean ai = result.settings().platformInfo().ai();
		Json.putOrFalse(node, "saiv", ai ? Json.decimal(result.own().solv()) : null);
		node.put("unique_competitors", Integer.toString(result.totalCompetitors()));
		if (ai) {
			node.put("ai_place_id", result.own().place().placeId());
			node.set("sources", sources(result));
		}
		else {
			node.set("insights", insights(result));
			node.put("sources", false);
		}
	}

	private static ObjectNode insights(ScanResult result) {
		BusinessStats own = result.own();
		ObjectNode insights = Json.object();
		insights.putObject("solv_competitors")
			.put("total", Integer.toString(result.totalCompetitors()))
			.put("active", Long
				.toString(result.businesses().stream().filter(stats -> stats != own && stats.solv() > 0).count()));
		double top = result.businesses()
			.stream()
			.filter(stats -> stats != own)
			.mapToDouble(BusinessStats::solv)
			.max()
			.orElse(0);
		insights.putObject("osolv").put("yours", Json.decimal(own.solv())).put("top", Json.decimal(top));
		OptionalDouble competitors = result.businesses()
			.stream()
			.filter(stats -> stats != own)
			.map(stats -> reachOfTop3(result, stats.place()))
			.filter(OptionalDouble::isPresent)
			.mapToDouble(OptionalDouble::getAsDouble)
			.average();
		ObjectNode distance = insights.putObject("solv_distance");
		Json.putOrFalse(distance, "yours", decimal(reachOfTop3(result, own.place())));
		Json.putOrFalse(distance, "average", decimal(competitors));
		return insights;
	}

	/**
	 * The mean distance, in the scan's unit, from the business to the points where it
	 * ranks in the top 3; empty where it never does.
	 */
	private static OptionalDouble reachOfTop3(ScanResult result, Place place) {
		double perKm = "km".equals(result.settings().measurement()) ? 1 : 1 / 1.609344;
		return result.points()
			.stream()
			.filter(point -> point.results()
				.stream()
				.anyMatch(ranked -> ranked.rank() <= 3 && ranked.place().placeId().equals(place.placeId())))
			.mapToDouble(point -> ScanEngine.distanceKm(point.lat(), point.lng(), place.lat(), place.lng()) * perKm)
			.average();
	}

	private static String decimal(OptionalDouble value) {
		return value.isPresent() ? Json.decimal(value.getAsDouble()) : null;
	}

	private static ArrayNode sources(ScanResult result) {
		Map<String, Integer> mentions = new LinkedHashMap<>();
		Map<String, String> urls = new LinkedHashMap<>();
		for (GridPoint point : result.points()) {
			for (GridPoint.Citation cited : point.sources()) {
				mentions.merge(cited.domain(), 1, Integer::sum);
				urls.putIfAbsent(cited.domain(), cited.url());
			}
		}
		ArrayNode sources = Json.array();
		mentions.entrySet()
			.stream()
			.sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
			.forEach(entry -> sources.addObject()
				.put("domain", entry.getKey())
				.put("url", urls.get(entry.getKey()))
				.put("mentions", entry.getValue()));
		return sources;
	}

}

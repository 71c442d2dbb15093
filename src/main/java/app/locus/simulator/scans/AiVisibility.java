package app.locus.simulator.scans;

import java.util.List;
import java.util.Locale;

import app.locus.simulator.api.Json;
import app.locus.simulator.state.Noise;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The AI-visibility fields of a scan report: {@code saiv} (the share of AI voice, the
 * same figure as {@code solv} on AI platforms, false on map platforms),
 * {@code unique_competitors} (other businesses shown anywhere on the grid, as
 * {@code total_competitors}), {@code insights} (short findings, every platform) and
 * {@code sources} (the sites an AI answer cited, false on map platforms).
 */
final class AiVisibility {

	private static final List<String> SITES = List.of("yelp.com", "tripadvisor.com", "reddit.com", "google.com",
			"facebook.com", "yellowpages.com", "bbb.org", "foursquare.com");

	private static final int SOURCES = 4;

	private AiVisibility() {
	}

	static void put(ObjectNode node, ScanReport report) {
		ScanResult result = report.result();
		boolean ai = result.settings().platformInfo().ai();
		Json.putOrFalse(node, "saiv", ai ? Json.decimal(result.own().solv()) : null);
		node.put("unique_competitors", Integer.toString(result.totalCompetitors()));
		node.set("insights", insights(result, ai));
		if (ai) {
			node.set("sources", sources(report));
		}
		else {
			node.put("sources", false);
		}
	}

	private static ArrayNode insights(ScanResult result, boolean ai) {
		BusinessStats own = result.own();
		int points = result.points().size();
		ArrayNode insights = Json.array();
		insights.add(String.format(Locale.ROOT, "%s is %s at %d of %d grid points.", own.place().name(),
				ai ? "named" : "shown", own.foundIn(), points));
		result.businesses()
			.stream()
			.filter(stats -> stats != own)
			.findFirst()
			.ifPresent(leader -> insights.add(String.format(Locale.ROOT, "The strongest competitor is %s with %s %s%%.",
					leader.place().name(), ai ? "SAIV" : "SoLV", Json.decimal(leader.solv()))));
		insights.add(String.format(Locale.ROOT, "%d other businesses appear on the grid.", result.totalCompetitors()));
		return insights;
	}

	private static ArrayNode sources(ScanReport report) {
		ArrayNode sources = Json.array();
		long seed = Noise.of(report.key());
		for (int i = 0; i < SOURCES; i++) {
			String site = SITES.get(Math.floorMod(seed + i * 3L, SITES.size()));
			sources.addObject()
				.put("domain", site)
				.put("url", "https://www." + site + "/")
				.put("mentions", 1 + (int) (Noise.unit(seed, i) * 9));
		}
		return sources;
	}

}

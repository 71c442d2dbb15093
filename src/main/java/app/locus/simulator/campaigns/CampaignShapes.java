package app.locus.simulator.campaigns;

import java.util.List;
import java.util.Set;

import app.locus.simulator.api.Json;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.Place;
import app.locus.simulator.scans.ReportShapes;
import app.locus.simulator.scans.ScanReport;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The campaign report record (one per run, DD010); its per-scan lines, {@code results}
 * (DD010's name) and {@code scans} (the name real clients read), are left out of
 * listings.
 */
final class CampaignShapes {

	static final String RESULTS = "results";

	static final Set<String> DETAIL_ONLY = Set.of(RESULTS, "scans");

	private CampaignShapes() {
	}

	static ObjectNode report(CampaignRun run) {
		Campaign campaign = run.campaign();
		CampaignRun previous = run.previous();
		ObjectNode node = Json.object();
		node.put("report_key", run.key());
		node.put("campaign_key", campaign.key());
		node.put("name", campaign.name());
		node.put("status", campaign.status().code());
		node.put("frequency", campaign.frequency().code());
		node.put("start_date", SimDates.date(campaign.startDate()));
		node.put("start_time", SimDates.time(campaign.startTime()));
		ArrayNode locations = node.putArray("locations");
		for (Place place : campaign.places()) {
			locations.addObject()
				.put("place_id", place.placeId())
				.put("name", place.name())
				.put("address", place.address());
		}
		ArrayNode keywords = node.putArray("keywords");
		campaign.keywords().forEach(keywords::add);
		node.put("grid_size", Integer.toString(campaign.grid().gridSize()));
		node.put("radius", campaign.grid().radius());
		node.put("measurement", campaign.grid().measurement());
		node.put("platform", campaign.grid().platform());
		node.put("date", SimDates.date(run.completedAt()));
		node.put("last_run", SimDates.dateTime(campaign.lastRun()));
		Json.putOrFalse(node, "next_run", campaign.nextRun() == null ? null : SimDates.dateTime(campaign.nextRun()));
		node.put("scan_count", Integer.toString(run.scans().size()));
		node.put("credits_used", Long.toString(run.credits()));
		ReportShapes.averages(node, run.scans());
		if (previous == null) {
			noMoves(node);
		}
		else {
			ObjectNode before = Json.object();
			ReportShapes.averages(before, previous.scans());
			for (String metric : List.of("arp", "atrp", "solv")) {
				double move = Double.parseDouble(node.get(metric).asText())
						- Double.parseDouble(before.get(metric).asText());
				node.put(metric + "_move", Json.decimal(move));
			}
		}
		ArrayNode results = node.putArray(RESULTS);
		for (ScanReport scan : run.scans()) {
			ObjectNode item = results.addObject();
			item.put("place_id", scan.settings().placeId());
			item.put("keyword", scan.settings().keyword());
			item.put("name", scan.result().business().name());
			item.put("report_key", scan.key());
			item.put("date", SimDates.date(scan.completedAt()));
			ReportShapes.metrics(item, scan.result().own());
			ScanReport earlier = previous == null ? null
					: previous.scans()
						.stream()
						.filter(s -> s.settings().placeId().equals(scan.settings().placeId())
								&& s.settings().keyword().equals(scan.settings().keyword()))
						.findFirst()
						.orElse(null);
			if (earlier == null) {
				noMoves(item);
			}
			else {
				ReportShapes.moves(item, scan.result().own(), earlier.result().own());
			}
		}
		node.set("scans", results.deepCopy());
		return node;
	}

	private static void noMoves(ObjectNode node) {
		node.put("arp_move", false);
		node.put("atrp_move", false);
		node.put("solv_move", false);
	}

}

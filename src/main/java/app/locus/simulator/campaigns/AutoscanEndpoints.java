package app.locus.simulator.campaigns;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Listing;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.ReportFilter;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.PlaceShapes;
import app.locus.simulator.scans.Platform;
import app.locus.simulator.scans.ReportShapes;
import app.locus.simulator.scans.ScanSettings;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code POST /v1/autoscans/}: the scheduled scans, with the spec's filters (dates filter
 * on the next run date).
 */
public final class AutoscanEndpoints {

	private static final Set<String> STATUSES = Set.of("scheduled", "paused");

	private final Autoscans autoscans;

	public AutoscanEndpoints(Autoscans autoscans) {
		this.autoscans = autoscans;
	}

	public void register(Router router) {
		router.post("/v1/autoscans", this::list);
	}

	private Result list(Call call) {
		Params params = call.params();
		ReportFilter filter = ReportFilter.of(params, Platform.CODES);
		String frequency = params.has("frequency") ? params.oneOf("frequency", Frequency.CODES, null) : null;
		if (params.has("status")) {
			params.oneOf("status", STATUSES, null);
		}
		List<Autoscan> matching = autoscans.of(call.account())
			.stream()
			.filter(a -> frequency == null || a.frequency().code().equals(frequency))
			.filter(a -> filter.matches(facts(a, filter)))
			.toList();
		return Result.ok(new Listing("autoscans", false).page(matching, AutoscanEndpoints::record, params));
	}

	private static ReportFilter.Facts facts(Autoscan autoscan, ReportFilter filter) {
		ScanSettings s = autoscan.settings();
		LocalDate next = autoscan.nextRun() == null ? null : SimDates.day(autoscan.nextRun());
		boolean dated = filter.start() != null || filter.end() != null;
		if (dated && next == null) {
			// No next run: outside any date range.
			next = LocalDate.MIN;
		}
		return new ReportFilter.Facts(Set.of(s.placeId()), Set.of(s.keyword()), next, s.gridSize(), s.platform(), null,
				autoscan.status());
	}

	static ObjectNode record(Autoscan autoscan) {
		ScanSettings s = autoscan.settings();
		ObjectNode node = Json.object();
		node.put("id", autoscan.key());
		node.put("autoscan_key", autoscan.key());
		Json.putOrFalse(node, "nickname", autoscan.nickname());
		node.put("place_id", s.placeId());
		node.set("location", PlaceShapes.listForm(autoscan.place()));
		node.put("keyword", s.keyword());
		node.put("lat", ReportShapes.coordinate(s.lat()));
		node.put("lng", ReportShapes.coordinate(s.lng()));
		node.put("grid_size", Integer.toString(s.gridSize()));
		node.put("radius", s.radius());
		node.put("measurement", s.measurement());
		node.put("data_points", Integer.toString(s.points()));
		node.put("platform", s.platform());
		node.put("frequency", autoscan.frequency().code());
		putTime(node, "last_run", autoscan.lastRun());
		putTime(node, "next_run", autoscan.nextRun());
		node.put("status", autoscan.status().toLowerCase(Locale.ROOT));
		return node;
	}

	private static void putTime(ObjectNode node, String prefix, Instant at) {
		Json.putOrFalse(node, prefix + "_timestamp", at == null ? null : SimDates.timestamp(at));
		Json.putOrFalse(node, prefix + "_date", at == null ? null : SimDates.date(at));
	}

}

package app.locus.simulator.scans;

import java.util.Set;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.places.Place;
import app.locus.simulator.places.SavedLocations;
import app.locus.simulator.state.SimAccount;
import app.locus.simulator.state.SimConfig;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code POST /v2/run-scan/}: validates, charges gridSize² credits, then either runs the
 * scan before answering (google) or queues it and answers 202 (other platforms, or
 * {@code eager=1}).
 */
public final class ScanEndpoints {

	public static final Set<String> MEASUREMENTS = Set.of("mi", "km");

	private final SavedLocations saved;

	private final Reports reports;

	private final SimConfig config;

	public ScanEndpoints(SavedLocations saved, Reports reports, SimConfig config) {
		this.saved = saved;
		this.reports = reports;
		this.config = config;
	}

	public void register(Router router) {
		router.post("/v2/run-scan", this::runScan);
		// Where the vendor's own workflow node posts a scan.
		router.post("/v2/scans", this::runScan);
	}

	/** Reads and checks the grid settings shared by scans and campaigns. */
	public static ScanSettings settings(Params params, String placeId, String keyword, int maxGrid, String platform,
			boolean aiAnalysis) {
		double lat = params.decimal("lat", -90, 90).doubleValue();
		double lng = params.decimal("lng", -180, 180).doubleValue();
		int grid = params.oddInRange("gridSize", 3, maxGrid);
		String radius = radius(params);
		String measurement = params.oneOf("measurement", MEASUREMENTS, null);
		return new ScanSettings(placeId, keyword, lat, lng, grid, radius, measurement, platform, aiAnalysis);
	}

	public static String radius(Params params) {
		return params.decimal("radius", 0.1, 100).stripTrailingZeros().toPlainString();
	}

	private Result runScan(Call call) {
		// The vendor's workflow node asks for the AI analysis as ai_analyze.
		Params params = call.params().withSynonym("ai_analysis", "ai_analyze");
		String placeId = params.required("placeId");
		String keyword = params.required("keyword");
		String platform = params.oneOf("platform", Platform.CODES, "google");
		boolean aiAnalysis = params.flag("ai_analysis", false);
		if (aiAnalysis && !platform.equals("google")) {
			throw ApiException.invalid("ai_analysis", "is available for google scans only");
		}
		boolean eager = params.flag("eager", false);
		ScanSettings settings = settings(params, placeId, keyword, 15, platform, aiAnalysis);
		Place place = saved.require(call.account(), placeId);
		int cost = settings.points();
		call.account().charge(cost, SimAccount.Use.SCAN, 1, call.now());
		ObjectNode data = Json.object();
		if (platform.equals("google") && !eager) {
			ScanReport report = reports.complete(call.account(), settings, place, ScanReport.Origin.MANUAL, null,
					call.now());
			data.put("report_key", report.key());
			data.put("status", "complete");
			data.put("credits_used", cost);
			ReportShapes.metrics(data, report.result().own());
			data.put("found_in", Integer.toString(report.result().own().foundIn()));
			return Result.ok(data, "Scan submitted and completed").after(config.scanDelay());
		}
		String key = reports.queue(call.account(), settings, place, ScanReport.Origin.MANUAL,
				call.now().plus(config.pendingDelay()));
		data.put("report_key", key);
		data.put("status", "pending");
		data.put("credits_used", cost);
		return Result.accepted(data, "Scan submitted; the report appears when it is done");
	}

}

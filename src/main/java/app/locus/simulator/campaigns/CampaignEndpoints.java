package app.locus.simulator.campaigns;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.ReportFilter;
import app.locus.simulator.api.ReportResource;
import app.locus.simulator.api.Listing;
import app.locus.simulator.api.Masking;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.Place;
import app.locus.simulator.places.SavedLocations;
import app.locus.simulator.scans.Platform;
import app.locus.simulator.scans.ScanEndpoints;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code /v2/campaigns/create|run|pause|resume|reactivate|update} (campaign identified by
 * {@code campaign_key}) and the campaign report listing {@code /v1/campaigns/}.
 */
public final class CampaignEndpoints {

	private final Campaigns campaigns;

	private final SavedLocations saved;

	public CampaignEndpoints(Campaigns campaigns, SavedLocations saved) {
		this.campaigns = campaigns;
		this.saved = saved;
	}

	public void register(Router router) {
		router.post("/v2/campaigns/create", this::create);
		router.post("/v2/campaigns/run", this::run);
		router.post("/v2/campaigns/pause", call -> change(call, (c, now) -> campaigns.pause(c)));
		router.post("/v2/campaigns/resume", call -> change(call, campaigns::resume));
		router.post("/v2/campaigns/reactivate", call -> change(call, campaigns::reactivate));
		router.post("/v2/campaigns/update", this::update);
		new ReportResource<CampaignRun>("/v1/campaigns", call -> campaigns.runs(call.account()),
				(call, key) -> campaigns.run(call.account(), key), CampaignEndpoints::facts,
				(run, call) -> CampaignShapes.report(run), Platform.CODES, CampaignShapes.DETAIL_ONLY, Masking.PLAIN,
				new Listing("reports", false, Masking.PLAIN, List.of("campaigns")))
			.register(router);
	}

	private Result create(Call call) {
		// The vendor's workflow node names the campaign campaign_name.
		Params params = call.params().withSynonym("name", "campaign_name");
		String name = params.required("name");
		List<String> placeIds = required(params, "placeId");
		List<String> keywords = required(params, "keyword");
		int grid = params.oddInRange("gridSize", 3, 21);
		String radius = ScanEndpoints.radius(params);
		String measurement = params.oneOf("measurement", ScanEndpoints.MEASUREMENTS, null);
		Frequency frequency = Frequency.of(params.oneOf("frequency", Frequency.CODES, null));
		LocalDate startDate = params.requiredDate("startDate");
		LocalTime startTime = params.requiredTime("startTime");
		String platform = params.oneOf("platform", Platform.CODES, "google");
		List<Place> places = placeIds.stream().map(id -> saved.require(call.account(), id)).toList();
		Campaign.Grid settings = new Campaign.Grid(grid, radius, measurement, platform);
		long cost = (long) places.size() * keywords.size() * grid * grid;
		if (!call.account().canAfford(cost)) {
			throw ApiException.insufficientCredits(cost, call.account().balance());
		}
		Campaign campaign = campaigns.create(call.account(), name, places, keywords, settings, frequency, startDate,
				startTime, call.now());
		ObjectNode data = Json.object();
		data.put("campaign_key", campaign.key());
		data.put("name", campaign.name());
		data.put("status", campaign.status().code());
		Json.putOrFalse(data, "next_run", campaign.nextRun() == null ? null : SimDates.dateTime(campaign.nextRun()));
		return Result.ok(data, "Campaign created");
	}

	private Result run(Call call) {
		Campaign campaign = find(call);
		campaigns.runNow(campaign, call.now());
		ObjectNode data = Json.object();
		data.put("campaign_key", campaign.key());
		data.put("status", "queued");
		data.put("credits_used", campaign.costPerRun());
		return Result.ok(data, "Campaign run queued");
	}

	private Result update(Call call) {
		Campaign campaign = find(call);
		CampaignUpdate update = CampaignUpdate.of(call.params(), placeId -> saved.require(call.account(), placeId));
		campaigns.update(campaign, update, call.now());
		ObjectNode data = Json.object();
		data.put("campaign_key", campaign.key());
		data.put("name", campaign.name());
		data.put("status", campaign.status().code());
		data.put("grid_size", Integer.toString(campaign.grid().gridSize()));
		data.put("radius", campaign.grid().radius());
		data.put("measurement", campaign.grid().measurement());
		data.put("platform", campaign.grid().platform());
		data.put("frequency", campaign.frequency().code());
		data.put("start_date", SimDates.date(campaign.startDate()));
		data.put("keywords", String.join(",", campaign.keywords()));
		data.put("place_ids", String.join(",", campaign.places().stream().map(Place::placeId).toList()));
		Json.putOrFalse(data, "next_run", campaign.nextRun() == null ? null : SimDates.dateTime(campaign.nextRun()));
		return Result.ok(data, "Campaign updated");
	}

	private Result change(Call call, BiConsumer<Campaign, Instant> operation) {
		Campaign campaign = find(call);
		operation.accept(campaign, call.now());
		ObjectNode data = Json.object();
		data.put("campaign_key", campaign.key());
		data.put("status", campaign.status().code());
		Json.putOrFalse(data, "next_run", campaign.nextRun() == null ? null : SimDates.dateTime(campaign.nextRun()));
		return Result.ok(data);
	}

	private Campaign find(Call call) {
		String key = call.params().required("campaign_key");
		return campaigns.find(call.account(), key)
			.orElseThrow(() -> ApiException.notFound("No campaign with key " + key));
	}

	private static List<String> required(Params params, String name) {
		params.required(name);
		return List.copyOf(new LinkedHashSet<>(params.list(name)));
	}

	private static ReportFilter.Facts facts(CampaignRun run) {
		Campaign campaign = run.campaign();
		return new ReportFilter.Facts(ReportFilter.set(campaign.places().stream().map(Place::placeId).toList()),
				ReportFilter.set(campaign.keywords()), SimDates.day(run.completedAt()), campaign.grid().gridSize(),
				campaign.grid().platform(), campaign.key(), campaign.status().code());
	}

}

package app.locus.simulator.contract;

import static app.locus.simulator.contract.ContractCase.get;
import static app.locus.simulator.contract.ContractCase.post;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import app.locus.simulator.DemoData;

/**
 * The declared table: one entry per endpoint the simulator serves. Each is sent in every
 * {@link Dialect} by {@link SimulatorContractTest}; {@link ContractCoverageTest} fails
 * for a route that has no entry here. Field names are written snake_case (the dialects
 * derive the camelCase spelling); expected fields come from the spec and DD010, never
 * from the simulator's code.
 *
 * <p>
 * To add an endpoint: one entry, e.g.
 * {@code post("/v2/guard/add").with("place_id", PLACE).answers(200, "report_key", "status")};
 * a {@code given(world -> Map.of("key", ...))} fills placeholders such as {@code {key}}
 * and creates what a write consumes (each dialect's call gets a fresh simulator).
 */
final class ContractCases {

	static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	static final String LAT = "45.504812";

	static final String LNG = "-122.629771";

	/**
	 * Routes outside the API's conventions (not enveloped, not keyed), with their tests.
	 */
	static final Map<String, String> NOT_API = Map.ofEntries(
			Map.entry("GET /static/reports/{key}/{image}", "report images, served without a key: SimulatorScanTest"),
			Map.entry("GET /static/reports/{key}/report.pdf",
					"a report's PDF, served without a key: SimulatorShapesTest"),
			Map.entry("GET /oauth-v2/authorize", "the consent page: SimulatorOAuthTest"),
			Map.entry("POST /oauth-v2/authorize", "the consent form: SimulatorOAuthTest"),
			Map.entry("POST /oauth-v2/token", "OAuth token endpoint: SimulatorOAuthTest"),
			Map.entry("POST /oauth-v2/revoke", "OAuth revocation: SimulatorOAuthTest"),
			dashboardPage("/dashboard/reports/view/{key}"), dashboardPage("/dashboard/reports/competitor/view/{key}"),
			dashboardPage("/dashboard/reports/trend/view/{key}"),
			dashboardPage("/dashboard/reports/location/view/{key}"),
			dashboardPage("/dashboard/reports/keyword/view/{key}"), dashboardPage("/dashboard/campaigns/view/{key}"));

	private static Map.Entry<String, String> dashboardPage(String path) {
		return Map.entry("GET " + path,
				"a vendor-dashboard page, public like the vendor's: SimulatorDashboardPagesTest");
	}

	private ContractCases() {
	}

	static final List<ContractCase> ALL = List.of(
			// Locations
			post("/v1/locations").answers(200, "count", "locations"),
			post("/v2/locations/search").with("term", "Blue Bottle", "platform", "google", "proximity", "Portland")
				.answersItems("place_id", "name", "address", "lat", "lng", "platform"),
			post("/v2/locations/add").with("place_id", PLACE, "platform", "google").answers(200, "location"),
			post("/v2/locations/save").with("place_id", PLACE, "platform", "google").answers(200, "location"),
			// Scans and reports
			post("/v2/run-scan")
				.with("place_id", PLACE, "keyword", "bakery", "lat", LAT, "lng", LNG, "grid_size", "3", "radius", "1",
						"measurement", "mi", "platform", "google", "ai_analysis", "false")
				.answers(200, "report_key", "status", "credits_used", "arp", "atrp", "solv", "found_in"),
			post("/v2/scans")
				.with("place_id", PLACE, "keyword", "bakery", "lat", LAT, "lng", LNG, "grid_size", "3", "radius", "1",
						"measurement", "mi", "platform", "google", "ai_analyze", "false")
				.answers(200, "report_key", "status", "credits_used", "arp", "atrp", "solv", "found_in"),
			post("/v1/reports").with("place_id", PLACE, "keyword", "bakery", "grid_size", "7", "limit", "2")
				.answers(200, "count", "next_token", "reports"),
			post("/v1/reports/{key}").at("/v1/reports/{report}")
				.given(w -> Map.of("report", w.first("/v1/reports", "reports", "report_key")))
				.answers(200, "report_key", "date", "keyword", "place_id", "platform", "grid_size", "arp", "atrp",
						"solv", "found_in", "image", "heatmap"),
			post("/v1/competitor-reports").with("place_id", PLACE, "limit", "1")
				.answers(200, "count", "next_token", "reports"),
			// The mask applies whichever encoding carries it.
			post("/v1/competitor-reports/{key}").at("/v1/competitor-reports/{report}")
				.with("fieldmask", "report_key,keyword,place_id,businesses")
				.given(w -> Map.of("report", w.first("/v1/competitor-reports", "reports", "report_key")))
				.answersOnly("report_key", "keyword", "place_id", "businesses"),
			post("/v1/trend-reports").with("place_id", PLACE, "keyword", "bakery").answers(200, "count", "reports"),
			post("/v1/trend-reports/{key}").at("/v1/trend-reports/{report}")
				.given(w -> Map.of("report", w.first("/v1/trend-reports", "reports", "report_key")))
				.answers(200, "report_key", "place_id", "keyword", "scan_count", "arp", "atrp", "solv", "scans"),
			post("/v1/location-reports").with("place_id", PLACE).answers(200, "count", "reports"),
			post("/v1/location-reports/{key}").at("/v1/location-reports/{report}")
				.given(w -> Map.of("report", w.first("/v1/location-reports", "reports", "report_key")))
				.answers(200, "report_key", "place_id", "arp", "atrp", "solv", "keywords"),
			post("/v1/keyword-reports").with("keyword", "bakery").answers(200, "count", "reports"),
			post("/v1/keyword-reports/{key}").at("/v1/keyword-reports/{report}")
				.given(w -> Map.of("report", w.first("/v1/keyword-reports", "reports", "report_key")))
				.answers(200, "report_key", "keyword", "arp", "atrp", "solv", "locations"),
			// Campaigns
			post("/v2/campaigns/create")
				.with("name", "Contract weekly", "place_id", PLACE, "keyword", "bakery,cafe", "grid_size", "3",
						"radius", "1", "measurement", "mi", "frequency", "weekly", "start_date", "06/20/2025",
						"start_time", "9:00 AM", "platform", "google")
				.answers(200, "campaign_key", "name", "status", "next_run"),
			post("/v2/campaigns/run").with("campaign_key", "{campaign}")
				.given(ContractCases::demoCampaign)
				.answers(200, "campaign_key", "status", "credits_used"),
			post("/v2/campaigns/pause").with("campaign_key", "{campaign}")
				.given(ContractCases::demoCampaign)
				.answers(200, "campaign_key", "status", "next_run"),
			post("/v2/campaigns/resume").with("campaign_key", "{campaign}").given(w -> {
				Map<String, String> campaign = demoCampaign(w);
				w.data("/v2/campaigns/pause", "campaign_key", campaign.get("campaign"));
				return campaign;
			}).answers(200, "campaign_key", "status", "next_run"),
			post("/v2/campaigns/reactivate").with("campaign_key", "{campaign}")
				.given(ContractCases::deactivatedCampaign)
				.answers(200, "campaign_key", "status", "next_run"),
			post("/v1/campaigns").with("limit", "1").answers(200, "count", "next_token", "campaigns"),
			post("/v1/campaigns/{key}").at("/v1/campaigns/{report}")
				.given(w -> Map.of("report", w.first("/v1/campaigns", "campaigns", "report_key")))
				.answers(200, "report_key", "campaign_key", "name", "status", "results"),
			post("/v2/campaigns/update").with("campaign_key", "{campaign}", "name", "Contract renamed")
				.given(ContractCases::demoCampaign)
				.answers(200, "campaign_key", "name", "status", "grid_size", "frequency", "keywords", "next_run"),
			post("/v1/autoscans").with("place_id", PLACE, "status", "scheduled").answers(200, "count", "autoscans"),
			// Account, guard, reviews, knowledge base
			post("/v2/account").answers(200, "user", "subscription", "credits", "usage"),
			post("/v1/guard").answers(200, "count", "reports"),
			post("/v1/guard/{key}").at("/v1/guard/{guard}")
				.given(w -> Map.of("guard", w.first("/v1/guard", "reports", "report_key")))
				.answers(200, "report_key", "place_id", "location", "status", "date_added", "date_last"),
			post("/v2/guard/add").with("place_id", PLACE).answers(200, "guards"),
			post("/v2/guard/pause").with("place_id", PLACE).given(ContractCases::guarded).answers(200, "guards"),
			post("/v2/guard/resume").with("place_id", PLACE).given(w -> {
				w.data("/v2/guard/add", "place_id", PLACE);
				w.data("/v2/guard/pause", "place_id", PLACE);
				return Map.of();
			}).answers(200, "guards"),
			post("/v2/guard/delete").with("place_id", PLACE).given(ContractCases::guarded).answers(200, "guards"),
			post("/v1/reviews").answers(200, "count", "reports"),
			post("/v1/reviews/{key}").at("/v1/reviews/{reviews}")
				.given(w -> Map.of("reviews", w.first("/v1/reviews", "reports", "reviews_key")))
				.answers(200, "reviews_key", "name", "date", "locations", "frequency", "statistics"),
			get("/v2/knowledge-base").with("q", "credits", "limit", "5").answers(200, "count", "total", "articles"),
			get("/v2/knowledge-base/{id}").at("/v2/knowledge-base/104").answers(200, "article"),
			// The on-demand API: one point, billed per request outside the credit balance
			post("/v1/result").with("place_id", PLACE, "keyword", "bakery", "lat", LAT, "lng", LNG)
				.answers(200, "place_id", "keyword", "lat", "lng", "rank", "found", "results"),
			post("/v1/search").with("keyword", "bakery", "lat", LAT, "lng", LNG)
				.answers(200, "keyword", "lat", "lng", "zoom", "count", "results"),
			post("/v1/grid").with("lat", LAT, "lng", LNG, "grid_size", "5", "radius", "1", "measurement", "mi")
				.answers(200, "lat", "lng", "grid_size", "radius", "measurement", "points", "count"),
			post("/v1/places").with("query", "bakery", "near", "Portland").answers(200, "count", "places"),
			get("/v1/knowledge-base/search").with("q", "credits", "limit", "5").answers(200, "count", "articles"),
			get("/v1/knowledge-base/articles/{id}").at("/v1/knowledge-base/articles/oauth").answers(200, "article"),
			// Business profile (the demo's linked place)
			gbp("location").answers(200, "location"), gbp("google-updated").answers(200, "location", "diff_mask"),
			gbp("verification").answers(200, "has_voice_of_merchant"),
			gbp("update-location").with("location[title]", "Blue Bottle Bakery & Cafe").answers(200, "location"),
			gbp("update-status").with("status", "open").answers(200, "location"),
			gbp("update-hours").with("regular[0][open_day]", "MONDAY", "regular[0][open_time][hours]", "7",
					"regular[0][close_day]", "MONDAY", "regular[0][close_time][hours]", "15")
				.answers(200, "location"),
			gbp("posts").with("limit", "5").answers(200, "count", "posts"),
			gbp("create-post").with("topic_type", "STANDARD", "summary", "Fresh rye today")
				.answers(200, "post_id", "topic_type", "summary"),
			gbp("update-post").with("post_id", "{post}", "summary", "Fresh rye all week")
				.given(w -> Map.of("post", w.gbpFirst("posts", "posts", "post_id")))
				.answers(200, "post_id", "summary"),
			gbp("delete-post").with("post_id", "{post}", "confirm", "DELETE_POST")
				.given(w -> Map.of("post", w.gbpFirst("posts", "posts", "post_id")))
				.answers(200, "post_id"),
			gbp("media").with("limit", "5").answers(200, "count", "media"),
			gbp("customer-media").with("limit", "5").answers(200, "count", "media"),
			gbp("create-media")
				.with("source_url", "https://photos.example/rye.jpg", "media_format", "photo", "category", "product")
				.answers(200, "media_id", "category"),
			gbp("update-media").with("media_id", "{media}", "description", "Our rye")
				.given(w -> Map.of("media", w.gbpFirst("media", "media", "media_id")))
				.answers(200, "media_id", "description"),
			gbp("delete-media").with("media_id", "{media}", "confirm", "DELETE_MEDIA")
				.given(w -> Map.of("media", w.gbpFirst("media", "media", "media_id")))
				.answers(200, "media_id"),
			gbp("services").answers(200, "services"),
			gbp("add-services").with("services[0][name]", "Gift boxes").answers(200, "services"),
			gbp("remove-services").with("services[0][name]", "{service}")
				.given(w -> Map.of("service", w.gbpFirst("services", "services", "name")))
				.answers(200, "services"),
			gbp("replace-services").with("confirm", "REPLACE_SERVICES", "services[0][name]", "Catering")
				.answers(200, "services"),
			gbp("attributes").answers(200, "attributes"), gbp("attribute-metadata").answers(200, "attributes"),
			gbp("update-attributes")
				.with("confirm", "SET_ATTRIBUTES", "attributes[0][attribute_id]", "is_small_business",
						"attributes[0][value]", "true")
				.answers(200, "attributes"),
			gbp("links").answers(200, "links"), gbp("action-types").answers(200, "action_types"),
			gbp("create-link").with("type", "FOOD_ORDERING", "url", "https://order.example/bakery")
				.answers(200, "link_id", "type", "url", "is_editable"),
			gbp("update-link").with("link_id", "{link}", "url", "https://order.example/new")
				.given(ContractCases::editableLink)
				.answers(200, "link_id", "url"),
			gbp("delete-link").with("link_id", "{link}", "confirm", "DELETE_LINK")
				.given(ContractCases::editableLink)
				.answers(200, "link_id"),
			gbp("reviews").with("limit", "5").answers(200, "count", "reviews"),
			gbp("reply-review").with("review_id", "{review}", "comment", "Thank you!")
				.given(w -> Map.of("review", w.gbpFirst("reviews", "reviews", "review_id")))
				.answers(200, "review_id", "reply"),
			gbp("delete-review-reply").with("review_id", "{review}", "confirm", "DELETE_REPLY").given(w -> {
				String review = w.gbpFirst("reviews", "reviews", "review_id");
				w.data("/v2/gbp/reply-review", "place_id", PLACE, "review_id", review, "comment", "Thanks");
				return Map.of("review", review);
			}).answers(200, "review_id"), gbp("categories").with("term", "bak").answers(200, "count", "categories"),
			gbp("chains").with("term", "dental").answers(200, "count", "chains"),
			gbp("metrics").with("metrics", "WEBSITE_CLICKS", "start_date", "01/01/2025", "end_date", "05/31/2025")
				.answers(200, "metrics"));

	private static ContractCase gbp(String area) {
		return post("/v2/gbp/" + area).with("place_id", PLACE);
	}

	/** The place guarded (adding is idempotent: a guarded place keeps its one guard). */
	private static Map<String, String> guarded(ContractWorld world) {
		world.data("/v2/guard/add", "place_id", PLACE);
		return Map.of();
	}

	private static Map<String, String> demoCampaign(ContractWorld world) {
		return Map.of("campaign", world.first("/v1/campaigns", "campaigns", "campaign_key"));
	}

	/**
	 * The demo campaign, deactivated the way the service does it: a run found the balance
	 * short.
	 */
	private static Map<String, String> deactivatedCampaign(ContractWorld world) {
		Map<String, String> campaign = demoCampaign(world);
		long balance = world.account().balance();
		world.account().setBalance(0);
		world.clock.advance(Duration.ofDays(8));
		world.simulator.catchUp();
		world.account().setBalance(balance);
		return campaign;
	}

	private static Map<String, String> editableLink(ContractWorld world) {
		for (var link : world.data("/v2/gbp/links", "place_id", PLACE).get("links")) {
			if (link.get("is_editable").asBoolean()) {
				return Map.of("link", link.get("link_id").asText());
			}
		}
		throw new IllegalStateException("The demo profile has no editable link");
	}

}

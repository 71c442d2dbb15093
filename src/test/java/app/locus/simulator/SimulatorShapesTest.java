package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The response shapes real clients of the service read (issue 17, DD011.d/shapes.md),
 * over HTTP: item array names, {@code total}, masks on listings and competitor reports,
 * and the fuller report records. The expected field names are declared here.
 */
class SimulatorShapesTest {

	static final String DIVISION_LAT = "45.504812";

	static final String DIVISION_LNG = "-122.629771";

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	final AccountHandle account = sim.freshAccount(100_000, DemoData.BLUE_BOTTLE_DIVISION,
			DemoData.BLUE_BOTTLE_ALBERTA);

	String scan(String placeId, String keyword, String... extra) {
		String[] center = placeId.equals(DemoData.BLUE_BOTTLE_DIVISION) ? new String[] { DIVISION_LAT, DIVISION_LNG }
				: new String[] { "45.559012", "-122.648166" };
		List<String> fields = new ArrayList<>(List.of("placeId", placeId, "keyword", keyword, "lat", center[0], "lng",
				center[1], "gridSize", "5", "radius", "2", "measurement", "mi"));
		fields.addAll(List.of(extra));
		SimHttp.Answer answer = http.post("/v2/run-scan/", account.key(), fields.toArray(String[]::new));
		sim.clock.advance(SimulatorFixture.PENDING);
		return answer.data().get("report_key").asText();
	}

	JsonNode post(String path, String... fields) {
		SimHttp.Answer answer = http.post(path, account.key(), fields);
		assertThat(answer.status()).as(path).isEqualTo(200);
		return answer.data();
	}

	static List<String> names(JsonNode node) {
		List<String> names = new ArrayList<>();
		node.fieldNames().forEachRemaining(names::add);
		return names;
	}

	@Test
	void every_report_listing_serves_its_items_under_reports_with_total_beside_the_token() {
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery");
		sim.clock.advance(Duration.ofDays(1));
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery");
		scan(DemoData.BLUE_BOTTLE_DIVISION, "coffee");
		scan(DemoData.BLUE_BOTTLE_ALBERTA, "bakery");
		runCampaign();

		for (String listing : List.of("/v1/reports/", "/v1/competitor-reports/", "/v1/trend-reports/",
				"/v1/location-reports/", "/v1/keyword-reports/", "/v1/campaigns/")) {
			JsonNode data = post(listing, "limit", "1");
			assertThat(data.get("reports")).as(listing).hasSize(1);
			assertThat(data.get("total").asInt()).as(listing).isEqualTo(data.get("count").asInt()).isPositive();
		}
		JsonNode campaigns = post("/v1/campaigns/");
		assertThat(campaigns.get("campaigns")).as("DD010's name of the campaign items stays")
			.isEqualTo(campaigns.get("reports"));
		assertThat(post("/v1/reports/", "limit", "2").get("next_token").asText()).isNotBlank();
	}

	@Test
	void a_listing_mask_written_with_the_items_name_or_bare_selects_the_same_item_fields() {
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery");

		JsonNode prefixed = post("/v1/reports/", "fieldmask", "reports.*.report_key,reports.*.location.name,count");
		JsonNode bare = post("/v1/reports/", "fieldmask", "report_key,location.name");

		assertThat(names(prefixed.get("reports").get(0))).containsExactly("report_key", "location");
		assertThat(names(prefixed.get("reports").get(0).get("location"))).containsExactly("name");
		assertThat(prefixed.get("reports")).isEqualTo(bare.get("reports"));
		assertThat(prefixed.get("count").asInt()).isEqualTo(1);
	}

	@Test
	void an_autoscan_keeps_its_data_points_count_with_or_without_a_mask_that_names_it() {
		account.scheduleScan("Weekly", DemoData.BLUE_BOTTLE_DIVISION, "bakery", 7, "google", "weekly",
				SimulatorFixture.START.plus(Duration.ofDays(1)), false);

		assertThat(post("/v1/autoscans/").get("autoscans").get(0).get("data_points").asText()).isEqualTo("49");
		JsonNode masked = post("/v1/autoscans/", "fieldmask", "autoscans.*.data_points,autoscans.*.keyword")
			.get("autoscans")
			.get(0);
		assertThat(names(masked)).containsExactly("keyword", "data_points");
		assertThat(names(post("/v1/autoscans/", "fieldmask", "data_points,location").get("autoscans").get(0)))
			.containsExactly("location", "data_points");
	}

	@Test
	void a_competitor_mask_of_bare_fields_gives_every_business_with_those_fields() {
		String key = scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery");

		JsonNode report = post("/v1/competitor-reports/" + key, "fieldmask", "name,arp,data_points");

		JsonNode businesses = report.get("businesses");
		assertThat(businesses.size()).isGreaterThan(1);
		businesses.forEach(business -> {
			assertThat(names(business)).containsExactly("name", "arp", "data_points");
			assertThat(business.get("data_points")).hasSize(25);
		});
		JsonNode plain = post("/v1/competitor-reports/" + key);
		assertThat(plain.has("data_points")).isFalse();
		plain.get("businesses").forEach(business -> assertThat(business.has("data_points")).isFalse());
		assertThat(plain.get("location").get("name").asText()).isNotBlank();
		assertThat(post("/v1/competitor-reports/").get("reports").get(0).get("location").get("name").asText())
			.as("each competitor-listing item names its location")
			.isNotBlank();
	}

	@Test
	void a_scan_report_carries_the_ai_visibility_fields_and_names_the_same_ranks_everywhere() {
		String map = scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery");
		String ai = scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "platform", "chatgpt");

		JsonNode google = post("/v1/reports/" + map + "/");
		assertThat(names(google)).contains("saiv", "insights", "places", "unique_competitors", "sources")
			.doesNotContain("rankings", "data_points");
		assertThat(google.get("saiv").asBoolean(true)).as("no SAIV on a map platform").isFalse();
		assertThat(google.get("unique_competitors").asText()).isEqualTo(google.get("total_competitors").asText());
		JsonNode insights = google.get("insights");
		assertThat(insights.get("solv_competitors").get("total").asText())
			.isEqualTo(google.get("total_competitors").asText());
		assertThat(insights.get("osolv").get("yours").asText()).isEqualTo(google.get("solv").asText());
		assertThat(names(insights.get("solv_distance"))).containsExactly("yours", "average");
		assertThat(post("/v1/reports/" + map + "/", "fieldmask", "rankings").get("rankings")).hasSize(25);

		JsonNode chatgpt = post("/v1/reports/" + ai + "/");
		assertThat(chatgpt.get("saiv").asText()).isEqualTo(chatgpt.get("solv").asText());
		assertThat(chatgpt.get("sources").size()).isPositive();
		assertThat(names(chatgpt)).as("the vendor's clients read no insights block on AI platforms")
			.doesNotContain("insights")
			.contains("ai_place_id");

		JsonNode own = google.get("places").get(DemoData.BLUE_BOTTLE_DIVISION);
		assertThat(own.get("arp").asText()).isEqualTo(google.get("arp").asText());
		JsonNode competitors = post("/v1/competitor-reports/" + map).get("businesses");
		competitors.forEach(business -> {
			JsonNode same = google.get("places").get(business.get("place_id").asText());
			assertThat(same.get("solv").asText()).as("ranked the same in the scan and its competitors")
				.isEqualTo(business.get("solv").asText());
			assertThat(same.get("arp").asText()).isEqualTo(business.get("arp").asText());
		});
	}

	@Test
	void a_trend_report_has_id_points_pdf_per_scan_images_and_a_leaderboard_of_the_latest_scan() {
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery");
		sim.clock.advance(Duration.ofDays(1));
		String latest = scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery");
		String key = post("/v1/trend-reports/").get("reports").get(0).get("report_key").asText();

		JsonNode trend = post("/v1/trend-reports/" + key);

		assertThat(trend.get("id").asText()).isEqualTo(key);
		assertThat(trend.get("points").asText()).isEqualTo("25");
		assertThat(trend.get("pdf").asText()).endsWith("/static/reports/" + key + "/report.pdf");
		SimHttp.Answer pdf = http.get(trend.get("pdf").asText().substring(sim.server.baseUrl().length()), Map.of());
		assertThat(pdf.status()).isEqualTo(200);
		assertThat(pdf.header("Content-Type")).contains("application/pdf");
		assertThat(pdf.body()).startsWith("%PDF-").contains("Report " + key).endsWith("%%EOF\n");
		assertThat(http.get("/static/reports/0123456789abcde/report.pdf", Map.of()).status()).isEqualTo(404);
		trend.get("scans").forEach(scan -> {
			assertThat(scan.get("image").asText()).endsWith("/grid.svg");
			assertThat(scan.get("heatmap").asText()).endsWith("/heatmap.svg");
			assertThat(scan.get("locations").size()).isPositive();
		});
		JsonNode places = post("/v1/reports/" + latest + "/").get("places");
		JsonNode leaderboard = trend.get("locations");
		assertThat(leaderboard.size()).isEqualTo(places.size());
		leaderboard.forEach(business -> assertThat(business.get("solv").asText())
			.as("ranked the same in the trend as in its latest scan")
			.isEqualTo(places.get(business.get("place_id").asText()).get("solv").asText()));
		assertThat(leaderboard.get(0).get("name").asText()).isNotBlank();
	}

	@Test
	void location_and_keyword_reports_carry_averages_counts_and_a_pdf_in_the_listing_too() {
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery");
		scan(DemoData.BLUE_BOTTLE_DIVISION, "coffee");
		scan(DemoData.BLUE_BOTTLE_ALBERTA, "bakery");

		JsonNode location = post("/v1/location-reports/").get("reports").get(0);
		assertThat(names(location)).contains("avg_arp", "avg_atrp", "avg_solv", "keyword_count", "pdf", "keywords");
		assertThat(location.get("avg_solv").asText()).isEqualTo(location.get("solv").asText());
		assertThat(location.get("keyword_count").asText()).isEqualTo("2");
		JsonNode keyword = post("/v1/keyword-reports/").get("reports").get(0);
		assertThat(keyword.get("location_count").asText()).isEqualTo("2");
	}

	@Test
	void the_campaign_report_lists_its_scans_and_the_account_names_its_user() {
		runCampaign();
		String key = post("/v1/campaigns/").get("reports").get(0).get("report_key").asText();

		JsonNode report = post("/v1/campaigns/" + key);

		assertThat(report.get("scans")).hasSize(4);
		report.get("scans")
			.forEach(scan -> assertThat(names(scan)).contains("place_id", "keyword", "report_key", "date", "arp",
					"atrp", "solv"));
		JsonNode user = post("/v2/account").get("user");
		assertThat(user.get("name").asText()).isEqualTo(account.name());
	}

	@Test
	void a_reviews_analysis_names_its_review_date() {
		account.addReviewsAnalysis("Bakeries", java.time.LocalDate.of(2025, 6, 1),
				List.of(DemoData.BLUE_BOTTLE_DIVISION), "monthly", 71.5, 64.0);

		assertThat(post("/v1/reviews/").get("reports").get(0).get("review_date").asText()).isEqualTo("06/01/2025");
	}

	private void runCampaign() {
		String campaign = post("/v2/campaigns/create", "name", "Both", "placeId",
				DemoData.BLUE_BOTTLE_DIVISION + "," + DemoData.BLUE_BOTTLE_ALBERTA, "keyword", "bakery,croissants",
				"gridSize", "5", "radius", "2", "measurement", "mi", "frequency", "weekly", "startDate", "06/12/2025",
				"startTime", "9:00 AM")
			.get("campaign_key")
			.asText();
		post("/v2/campaigns/run", "campaign_key", campaign);
		sim.clock.advance(SimulatorFixture.PENDING);
	}

}

package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SimulatorScanTest {

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	final AccountHandle account = sim.freshAccount(1_000, DemoData.BLUE_BOTTLE_DIVISION);

	SimHttp.Answer scan(String... overrides) {
		List<String> fields = new ArrayList<>(List.of("placeId", DemoData.BLUE_BOTTLE_DIVISION, "keyword", "bakery",
				"lat", "45.504812", "lng", "-122.629771", "gridSize", "7", "radius", "3", "measurement", "mi"));
		for (int i = 0; i < overrides.length; i += 2) {
			int index = fields.indexOf(overrides[i]);
			if (index >= 0 && index % 2 == 0) {
				if (overrides[i + 1] == null) {
					fields.remove(index);
					fields.remove(index);
				}
				else {
					fields.set(index + 1, overrides[i + 1]);
				}
			}
			else {
				fields.add(overrides[i]);
				fields.add(overrides[i + 1]);
			}
		}
		return http.post("/v2/run-scan/", account.key(), fields.toArray(String[]::new));
	}

	@Test
	void a_google_scan_answers_when_done_and_costs_grid_size_squared() {
		SimHttp.Answer answer = scan();

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.json().get("success").asBoolean()).isTrue();
		assertThat(answer.json().get("message").asText()).containsIgnoringCase("submitted");
		JsonNode data = answer.data();
		assertThat(data.get("report_key").asText()).matches("[0-9a-f]{15}");
		assertThat(data.get("status").asText()).isEqualTo("complete");
		assertThat(data.get("credits_used").asInt()).isEqualTo(49);
		assertThat(account.balance()).isEqualTo(1_000 - 49);
		assertThat(account.creditsSpent()).isEqualTo(49);
		SimHttp.Answer report = http.post("/v1/reports/" + data.get("report_key").asText() + "/", account.key());
		assertThat(report.status()).isEqualTo(200);
		assertThat(report.data().get("arp").asText()).isEqualTo(data.get("arp").asText());
	}

	@Test
	void an_eager_scan_answers_202_pending_its_report_answers_202_pending_until_it_appears_after_the_delay() {
		SimHttp.Answer answer = scan("eager", "1");

		assertThat(answer.status()).isEqualTo(202);
		assertThat(answer.json().get("success").asBoolean()).isTrue();
		String key = answer.data().get("report_key").asText();
		assertThat(answer.data().get("status").asText()).isEqualTo("pending");
		SimHttp.Answer pending = http.post("/v1/reports/" + key, account.key());
		assertThat(pending.status()).isEqualTo(202);
		assertThat(pending.json().get("success").asBoolean()).isTrue();
		assertThat(pending.data().get("status").asText()).isEqualTo("pending");
		assertThat(pending.data().get("report_key").asText()).isEqualTo(key);
		assertThat(http.post("/v1/competitor-reports/" + key, account.key()).status()).isEqualTo(202);
		assertThat(http.post("/v1/reports/ffffffffffffff0", account.key()).status()).isEqualTo(404);
		assertThat(http.post("/v1/reports/", account.key()).data().get("count").asInt()).isZero();

		sim.clock.advance(SimulatorFixture.PENDING);

		assertThat(http.post("/v1/reports/" + key, account.key()).status()).isEqualTo(200);
		assertThat(http.post("/v1/reports/", account.key()).data().get("reports").get(0).get("report_key").asText())
			.isEqualTo(key);
	}

	@Test
	void other_platforms_queue_and_report_solv_for_ai_visibility() {
		SimHttp.Answer answer = scan("platform", "chatgpt");

		assertThat(answer.status()).isEqualTo(202);
		sim.clock.advance(SimulatorFixture.PENDING);
		JsonNode report = http.post("/v1/reports/" + answer.data().get("report_key").asText(), account.key()).data();
		assertThat(report.get("platform").asText()).isEqualTo("chatgpt");
		assertThat(Double.parseDouble(report.get("solv").asText())).isBetween(0.0, 100.0);
	}

	@ParameterizedTest
	@CsvSource({ "gridSize,4", "gridSize,1", "gridSize,17", "gridSize,seven", "radius,0.05", "radius,100.5",
			"radius,far", "measurement,yards", "platform,bing", "lat,91", "lng,-181", "ai_analysis,maybe" })
	void invalid_scan_settings_are_refused_with_400_and_cost_nothing(String field, String value) {
		SimHttp.Answer answer = scan(field, value);

		assertThat(answer.status()).isEqualTo(400);
		assertThat(answer.json().get("code_desc").asText()).isEqualTo("Bad Request");
		assertThat(answer.json().get("message").asText()).contains(field);
		assertThat(account.balance()).isEqualTo(1_000);
	}

	@ParameterizedTest
	@CsvSource({ "gridSize,3", "gridSize,15", "radius,0.1", "radius,100", "measurement,km" })
	void scan_settings_at_the_limits_are_accepted(String field, String value) {
		assertThat(scan(field, value).status()).isEqualTo(200);
	}

	@Test
	void a_missing_required_field_is_named_in_the_400() {
		SimHttp.Answer answer = scan("keyword", null);

		assertThat(answer.status()).isEqualTo(400);
		assertThat(answer.json().get("message").asText()).contains("keyword");
	}

	@Test
	void ai_analysis_is_for_google_only() {
		assertThat(scan("platform", "apple", "ai_analysis", "true").status()).isEqualTo(400);
		SimHttp.Answer google = scan("ai_analysis", "true");
		JsonNode report = http.post("/v1/reports/" + google.data().get("report_key").asText(), account.key()).data();
		assertThat(report.get("ai_analysis").asText()).contains("Blue Bottle Bakery");
	}

	@Test
	void a_location_must_be_saved_before_it_is_scanned() {
		SimHttp.Answer answer = scan("placeId", DemoData.HARBOR_BALLARD);

		assertThat(answer.status()).isEqualTo(400);
		assertThat(answer.json().get("message").asText()).contains("not saved");
	}

	@Test
	void too_few_credits_answer_402_and_take_nothing() {
		account.setBalance(48);

		SimHttp.Answer answer = scan();

		assertThat(answer.status()).isEqualTo(402);
		assertThat(answer.json().get("code_desc").asBoolean(true)).isFalse();
		assertThat(answer.json().get("success").asBoolean()).isFalse();
		assertThat(account.balance()).isEqualTo(48);
	}

	@Test
	void data_points_come_only_when_named_in_the_fieldmask() {
		String key = scan().data().get("report_key").asText();

		JsonNode plain = http.post("/v1/reports/" + key, account.key()).data();
		JsonNode named = http.post("/v1/reports/" + key, account.key(), "fieldmask", "report_key,data_points").data();
		JsonNode ranksOnly = http.post("/v1/reports/" + key, account.key(), "fieldmask", "data_points.*.rank").data();
		JsonNode competitor = http.post("/v1/competitor-reports/" + key, account.key()).data();

		assertThat(plain.has("data_points")).isFalse();
		assertThat(plain.has("arp")).isTrue();
		assertThat(competitor.has("data_points")).isFalse();
		assertThat(named.fieldNames()).toIterable().containsExactly("report_key", "data_points");
		JsonNode points = named.get("data_points");
		assertThat(points).hasSize(49);
		JsonNode point = points.get(0);
		assertThat(point.fieldNames()).toIterable().containsExactly("lat", "lng", "rank", "found", "results");
		assertThat(point.get("rank").isInt() || point.get("rank").isBoolean()).isTrue();
		assertThat(ranksOnly.get("data_points").get(24).fieldNames()).toIterable().containsExactly("rank");
	}

	@Test
	void ranks_fall_off_with_distance_from_the_business() {
		String key = scan("gridSize", "15", "radius", "12").data().get("report_key").asText();
		JsonNode points = http.post("/v1/reports/" + key, account.key(), "fieldmask", "data_points")
			.data()
			.get("data_points");

		double centre = 0;
		double edge = 0;
		int centreCount = 0;
		int edgeCount = 0;
		for (int i = 0; i < points.size(); i++) {
			int row = i / 15;
			int col = i % 15;
			int rank = points.get(i).get("found").asBoolean() ? points.get(i).get("rank").asInt() : 21;
			if (Math.abs(row - 7) <= 1 && Math.abs(col - 7) <= 1) {
				centre += rank;
				centreCount++;
			}
			else if (row == 0 || row == 14 || col == 0 || col == 14) {
				edge += rank;
				edgeCount++;
			}
		}
		assertThat(centre / centreCount).isLessThan(edge / edgeCount);
		assertThat(edge / edgeCount).isGreaterThan(15);
	}

	@Test
	void the_field_mask_selects_nested_fields_of_every_array_item() {
		String key = scan().data().get("report_key").asText();

		JsonNode report = http
			.post("/v1/competitor-reports/" + key, account.key(), "fieldmask", "report_key,businesses.*.name")
			.data();

		assertThat(report.fieldNames()).toIterable().containsExactly("report_key", "businesses");
		assertThat(report.get("businesses")).isNotEmpty();
		report.get("businesses").forEach(b -> assertThat(b.fieldNames()).toIterable().containsExactly("name"));
	}

	@Test
	void a_competitor_report_ranks_businesses_by_solv() {
		String key = scan().data().get("report_key").asText();

		JsonNode businesses = http.post("/v1/competitor-reports/" + key, account.key()).data().get("businesses");

		double previous = Double.MAX_VALUE;
		for (JsonNode business : businesses) {
			double solv = Double.parseDouble(business.get("solv").asText());
			assertThat(solv).isLessThanOrEqualTo(previous);
			previous = solv;
			assertThat(business.fieldNames()).toIterable()
				.containsExactly("name", "place_id", "arp", "atrp", "solv", "reviews", "rating", "lat", "lng");
		}
	}

	@Test
	void an_unknown_report_is_404() {
		SimHttp.Answer answer = http.post("/v1/reports/0123456789abcde/", account.key());

		assertThat(answer.status()).isEqualTo(404);
		assertThat(answer.json().get("code_desc").asText()).isEqualTo("Not Found");
	}

	@Test
	void another_accounts_report_is_not_found() {
		String key = scan().data().get("report_key").asText();

		assertThat(http.post("/v1/reports/" + key, DemoData.PEAK_KEY).status()).isEqualTo(404);
	}

	@Test
	void paging_with_next_token_walks_every_report_once() {
		Set<String> seen = new HashSet<>();
		String token = null;
		int pages = 0;
		int count;
		do {
			SimHttp.Answer page = token == null
					? http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "limit", "7", "fieldmask", "report_key")
					: http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "limit", "7", "fieldmask", "report_key",
							"next_token", token);
			JsonNode data = page.data();
			count = data.get("count").asInt();
			data.get("reports").forEach(r -> assertThat(seen.add(r.get("report_key").asText())).isTrue());
			assertThat(data.get("reports").size()).isLessThanOrEqualTo(7);
			token = data.has("next_token") ? data.get("next_token").asText() : null;
			pages++;
		}
		while (token != null);

		assertThat(seen).hasSize(count);
		assertThat(pages).isEqualTo((count + 6) / 7);
		assertThat(count).isGreaterThan(40);
	}

	@Test
	void the_default_page_is_ten_and_limits_outside_the_range_are_clamped_on_report_listings() {
		assertThat(http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY).data().get("reports")).hasSize(10);
		assertThat(http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "limit", "500").data().get("reports"))
			.hasSize(100);
		assertThat(http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "limit", "0").data().get("reports")).hasSize(1);
		assertThat(http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "limit", "ten").status()).isEqualTo(400);
		assertThat(http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "next_token", "garbage").status())
			.isEqualTo(400);
	}

	@Test
	void report_listings_filter_by_place_keyword_dates_grid_and_platform() {
		JsonNode sourdough = http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "keyword", "SOURDOUGH", "limit", "100")
			.data();
		sourdough.get("reports").forEach(r -> assertThat(r.get("keyword").asText()).isEqualTo("sourdough bread"));
		assertThat(sourdough.get("count").asInt()).isGreaterThanOrEqualTo(20);

		JsonNode alberta = http
			.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "placeId", DemoData.BLUE_BOTTLE_ALBERTA, "limit", "100")
			.data();
		alberta.get("reports")
			.forEach(r -> assertThat(r.get("place_id").asText()).isEqualTo(DemoData.BLUE_BOTTLE_ALBERTA));

		JsonNode ai = http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "platform", "chatgpt,gemini").data();
		// the two manual chatgpt scans, and a year of weekly scans of both keywords on
		// each engine
		assertThat(ai.get("count").asInt()).isEqualTo(2 + 2 * 2 * 52);

		JsonNode fives = http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "grid_size", "5", "limit", "100").data();
		fives.get("reports").forEach(r -> assertThat(r.get("grid_size").asText()).isEqualTo("5"));

		JsonNode lastWeek = http
			.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, "start_date", "06/04/2025", "end_date", "06/11/2025",
					"limit", "100")
			.data();
		lastWeek.get("reports").forEach(r -> assertThat(r.get("date").asText()).matches("06/(0[4-9]|1[01])/2025"));
		assertThat(lastWeek.get("count").asInt()).isPositive();
	}

	@ParameterizedTest
	@CsvSource({ "start_date,2025-06-01", "start_date,13/01/2025", "end_date,6/1/2025", "grid_size,4",
			"platform,bing" })
	void bad_listing_filters_are_refused(String field, String value) {
		assertThat(http.post("/v1/reports/", DemoData.BLUE_BOTTLE_KEY, field, value).status()).isEqualTo(400);
	}

	@Test
	void the_same_scan_on_the_same_day_gives_the_same_result() {
		JsonNode first = scan().data();
		JsonNode second = scan().data();

		assertThat(second.get("arp")).isEqualTo(first.get("arp"));
		assertThat(second.get("solv")).isEqualTo(first.get("solv"));
		assertThat(second.get("report_key")).isNotEqualTo(first.get("report_key"));
	}

	@Test
	void report_images_are_served_as_svg() {
		JsonNode report = http.post("/v1/reports/" + scan().data().get("report_key").asText(), account.key()).data();
		String image = report.get("image").asText();
		assertThat(image).startsWith(sim.server.baseUrl() + "/static/");

		SimHttp.Answer svg = new SimHttp("").get(image, Map.of());

		assertThat(svg.status()).isEqualTo(200);
		assertThat(svg.header("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("image/svg+xml"));
		assertThat(svg.body()).startsWith("<svg");
	}

}

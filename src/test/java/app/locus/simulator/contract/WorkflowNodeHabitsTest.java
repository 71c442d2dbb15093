package app.locus.simulator.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import app.locus.simulator.DemoData;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Requests exactly as the vendor's own workflow node builds them (url-encoded,
 * snake_case, its own paths and words), answered as the documented calls are: a client
 * the service publishes must work against the simulator unchanged.
 */
class WorkflowNodeHabitsTest {

	final ContractWorld world = new ContractWorld();

	@AfterEach
	void close() {
		world.close();
	}

	private ContractClient.Answer post(String path, String... namesAndValues) {
		List<Map.Entry<String, String>> fields = new ArrayList<>();
		for (int i = 0; i < namesAndValues.length; i += 2) {
			fields.add(Map.entry(namesAndValues[i], namesAndValues[i + 1]));
		}
		return world.client.send("POST", path, fields, world.key, Dialect.URLENCODED_SNAKE);
	}

	@Test
	void one_report_is_fetched_from_the_listing_path_by_report_key() {
		String key = world.first("/v1/reports", "reports", "report_key");

		ContractClient.Answer answer = post("/v1/reports/", "report_key", key);

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.data().get("report_key").asText()).isEqualTo(key);
		assertThat(answer.data().has("arp")).isTrue();
		assertThat(answer.data().has("reports")).as("one report, not a listing").isFalse();
	}

	@Test
	void an_unknown_report_key_on_the_listing_path_answers_404_not_the_whole_listing() {
		assertThat(post("/v1/trend-reports/", "report_key", "no-such-report").status()).isEqualTo(404);
	}

	@Test
	void a_scan_posted_to_v2_scans_with_ai_analyze_runs_like_run_scan_with_ai_analysis() {
		long before = world.account().balance();

		ContractClient.Answer answer = post("/v2/scans/", "platform", "google", "place_id",
				DemoData.BLUE_BOTTLE_DIVISION, "keyword", "bakery", "lat", ContractCases.LAT, "lng", ContractCases.LNG,
				"grid_size", "3", "radius", "1", "measurement", "mi", "ai_analyze", "maybe");

		assertThat(answer.status()).as("ai_analyze is read as ai_analysis, so a non-flag is refused").isEqualTo(400);
		assertThat(answer.json().get("message").asText()).contains("ai_analysis");

		answer = post("/v2/scans/", "platform", "google", "place_id", DemoData.BLUE_BOTTLE_DIVISION, "keyword",
				"bakery", "lat", ContractCases.LAT, "lng", ContractCases.LNG, "grid_size", "3", "radius", "1",
				"measurement", "mi", "ai_analyze", "true");

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.data().get("report_key").asText()).isNotBlank();
		assertThat(world.account().balance()).isEqualTo(before - 9);
	}

	@Test
	void a_location_is_searched_by_name_and_saved_at_v2_locations_save() {
		ContractClient.Answer search = post("/v2/locations/search/", "platform", "google", "name", "Blue Bottle",
				"proximity", "Portland");

		assertThat(search.status()).isEqualTo(200);
		assertThat(search.data()).isNotEmpty();
		String placeId = search.data().get(0).get("place_id").asText();

		ContractClient.Answer save = post("/v2/locations/save/", "platform", "google", "place_id", placeId);

		assertThat(save.status()).isEqualTo(200);
		assertThat(save.data().get("location").get("place_id").asText()).isEqualTo(placeId);
	}

	@Test
	void a_campaign_is_created_with_campaign_name() {
		ContractClient.Answer answer = post("/v2/campaigns/create/", "campaign_name", "Node weekly", "platform",
				"google", "place_id", DemoData.BLUE_BOTTLE_DIVISION, "keyword", "bakery", "lat", ContractCases.LAT,
				"lng", ContractCases.LNG, "grid_size", "3", "radius", "1", "measurement", "mi", "frequency", "weekly",
				"start_date", "06/20/2025", "start_time", "9:00 AM");

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.data().get("name").asText()).isEqualTo("Node weekly");
	}

	@Test
	void name_and_campaign_name_with_different_values_are_refused_like_two_spellings() {
		ContractClient.Answer answer = post("/v2/campaigns/create/", "name", "One", "campaign_name", "Other",
				"place_id", DemoData.BLUE_BOTTLE_DIVISION, "keyword", "bakery", "grid_size", "3", "radius", "1",
				"measurement", "mi", "frequency", "weekly", "start_date", "06/20/2025", "start_time", "9:00 AM");

		assertThat(answer.status()).isEqualTo(400);
		assertThat(answer.json().get("message").asText()).contains("name");
	}

}

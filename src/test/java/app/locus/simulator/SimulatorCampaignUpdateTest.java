package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code POST /v2/campaigns/update}: the campaign named by {@code campaign_key} as run,
 * pause and resume name it; settings, keywords and locations change, never while a run is
 * underway.
 */
class SimulatorCampaignUpdateTest {

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	final AccountHandle account = sim.freshAccount(10_000, DemoData.BLUE_BOTTLE_DIVISION, DemoData.BLUE_BOTTLE_ALBERTA);

	final String key = http
		.post("/v2/campaigns/create", account.key(), "name", "Weekly bakeries", "placeId",
				DemoData.BLUE_BOTTLE_DIVISION, "keyword", "bakery", "gridSize", "5", "radius", "2", "measurement", "mi",
				"frequency", "weekly", "startDate", "06/12/2025", "startTime", "9:00 AM")
		.data()
		.get("campaign_key")
		.asText();

	SimHttp.Answer update(String... fields) {
		String[] all = new String[fields.length + 2];
		all[0] = "campaign_key";
		all[1] = key;
		System.arraycopy(fields, 0, all, 2, fields.length);
		return http.post("/v2/campaigns/update", account.key(), all);
	}

	@Test
	void settings_change_and_the_next_run_costs_the_new_grid() {
		SimHttp.Answer answer = update("action", "update-settings", "name", "Bakeries monthly", "size", "7", "radius",
				"3", "measurement", "km", "frequency", "monthly");

		assertThat(answer.status()).isEqualTo(200);
		JsonNode data = answer.data();
		assertThat(data.get("name").asText()).isEqualTo("Bakeries monthly");
		assertThat(data.get("grid_size").asText()).isEqualTo("7");
		assertThat(data.get("radius").asText()).isEqualTo("3");
		assertThat(data.get("measurement").asText()).isEqualTo("km");
		assertThat(data.get("frequency").asText()).isEqualTo("monthly");
		assertThat(
				http.post("/v2/campaigns/run", account.key(), "campaign_key", key).data().get("credits_used").asLong())
			.isEqualTo(49);
	}

	@Test
	void the_action_defaults_to_settings_and_grid_size_is_read_under_either_name() {
		assertThat(update("grid_size", "9").data().get("grid_size").asText()).isEqualTo("9");
	}

	@ParameterizedTest
	@CsvSource({ "size,6", "size,23", "radius,0", "measurement,m", "frequency,hourly", "action,rename",
			"action,modify-location" })
	void wrong_values_are_refused(String field, String value) {
		assertThat(update(field, value).status()).isEqualTo(400);
	}

	@Test
	void an_update_without_any_setting_is_refused() {
		assertThat(update().status()).isEqualTo(400);
	}

	@Test
	void an_unknown_or_another_accounts_campaign_is_not_found() {
		AccountHandle other = sim.freshAccount(1_000);

		assertThat(http.post("/v2/campaigns/update", other.key(), "campaign_key", key, "name", "Mine").status())
			.isEqualTo(404);
		assertThat(http.post("/v2/campaigns/update", account.key(), "campaign_key", "aaaaaaaaaaaaaaa", "name", "x")
			.status()).isEqualTo(404);
		assertThat(update("name", "Still mine").data().get("name").asText()).isEqualTo("Still mine");
	}

	@Test
	void a_campaign_cannot_be_modified_while_a_run_is_underway() {
		http.post("/v2/campaigns/run", account.key(), "campaign_key", key);

		assertThat(update("name", "During the run").status()).isEqualTo(400);

		sim.clock.advance(SimulatorFixture.PENDING);
		assertThat(update("name", "After the run").status()).isEqualTo(200);
	}

	@Test
	void keywords_and_saved_locations_are_added_and_removed_but_one_of_each_stays() {
		assertThat(update("action", "add-keyword", "keyword", "croissants").data().get("keywords").asText())
			.isEqualTo("bakery,croissants");
		assertThat(update("action", "add-location", "place_id", DemoData.BLUE_BOTTLE_ALBERTA).data()
			.get("place_ids")
			.asText()).contains(DemoData.BLUE_BOTTLE_ALBERTA);
		assertThat(update("action", "remove-keyword", "keyword", "bakery,croissants").status()).isEqualTo(400);
		assertThat(update("action", "add-location", "place_id", "ChIJnotSaved").status()).isEqualTo(400);
		assertThat(update("action", "remove-location", "place_id", DemoData.BLUE_BOTTLE_DIVISION).data()
			.get("place_ids")
			.asText()).isEqualTo(DemoData.BLUE_BOTTLE_ALBERTA);
	}

}

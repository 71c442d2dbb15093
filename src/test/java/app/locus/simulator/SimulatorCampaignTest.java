package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SimulatorCampaignTest {

	static final String TOMORROW = "06/12/2025";

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	final AccountHandle account = sim.freshAccount(1_000, DemoData.BLUE_BOTTLE_DIVISION, DemoData.BLUE_BOTTLE_ALBERTA);

	SimHttp.Answer create(String... overrides) {
		List<String> fields = new ArrayList<>(List.of("name", "Weekly bakeries", "placeId",
				DemoData.BLUE_BOTTLE_DIVISION + "," + DemoData.BLUE_BOTTLE_ALBERTA, "keyword", "bakery,croissants",
				"gridSize", "5", "radius", "2", "measurement", "mi", "frequency", "weekly", "startDate", TOMORROW,
				"startTime", "9:00 AM"));
		for (int i = 0; i < overrides.length; i += 2) {
			fields.set(fields.indexOf(overrides[i]) + 1, overrides[i + 1]);
		}
		return http.post("/v2/campaigns/create", account.key(), fields.toArray(String[]::new));
	}

	String campaignKey() {
		SimHttp.Answer answer = create();
		assertThat(answer.status()).isEqualTo(200);
		return answer.data().get("campaign_key").asText();
	}

	@Test
	void creating_answers_the_key_status_and_first_run_and_costs_nothing_yet() {
		JsonNode data = create().data();

		assertThat(data.get("campaign_key").asText()).matches("[0-9a-f]{15}");
		assertThat(data.get("status").asText()).isEqualTo("active");
		assertThat(data.get("next_run").asText()).isEqualTo("06/12/2025 9:00 AM");
		assertThat(account.balance()).isEqualTo(1_000);
	}

	@ParameterizedTest
	@CsvSource({ "gridSize,23", "gridSize,6", "radius,0", "measurement,m", "frequency,hourly", "startDate,2025-06-12",
			"startDate,06/31/2025", "startTime,09:00", "startTime,13:00 PM", "placeId,ChIJunknownPlace" })
	void invalid_campaign_settings_are_refused(String field, String value) {
		SimHttp.Answer answer = create(field, value);

		assertThat(answer.status()).isEqualTo(400);
	}

	@Test
	void grid_size_21_is_allowed_for_campaigns() {
		account.setBalance(100_000);

		assertThat(create("gridSize", "21").status()).isEqualTo(200);
	}

	@Test
	void a_campaign_costing_more_than_the_balance_is_refused_with_402() {
		account.setBalance(99);

		assertThat(create().status()).isEqualTo(402);
	}

	@Test
	void run_now_costs_locations_times_keywords_times_grid_squared_and_reports_after_the_delay() {
		String key = campaignKey();

		SimHttp.Answer run = http.post("/v2/campaigns/run", account.key(), "campaign_key", key);

		assertThat(run.status()).isEqualTo(200);
		assertThat(run.data().get("status").asText()).isEqualTo("queued");
		assertThat(run.data().get("credits_used").asInt()).isEqualTo(2 * 2 * 25);
		assertThat(account.balance()).isEqualTo(1_000 - 100);
		assertThat(http.post("/v1/campaigns/", account.key()).data().get("count").asInt()).isZero();

		sim.clock.advance(SimulatorFixture.PENDING);

		JsonNode reports = http.post("/v1/campaigns/", account.key()).data().get("campaigns");
		assertThat(reports).hasSize(1);
		JsonNode report = reports.get(0);
		assertThat(report.get("campaign_key").asText()).isEqualTo(key);
		assertThat(report.get("scan_count").asText()).isEqualTo("4");
		assertThat(report.has("results")).as("results only in the detail").isFalse();
		JsonNode detail = http.post("/v1/campaigns/" + report.get("report_key").asText(), account.key()).data();
		assertThat(detail.get("results")).hasSize(4);
		detail.get("results").forEach(r -> assertThat(r.get("report_key").asText()).matches("[0-9a-f]{15}"));
	}

	@Test
	void run_now_with_too_few_credits_answers_402() {
		String key = campaignKey();
		account.setBalance(99);

		assertThat(http.post("/v2/campaigns/run", account.key(), "campaign_key", key).status()).isEqualTo(402);
		assertThat(account.balance()).isEqualTo(99);
	}

	@Test
	void scheduled_runs_happen_at_their_time_and_spend_credits() {
		campaignKey();

		sim.clock.advance(Duration.ofDays(15));

		// 06/12, 06/19 and 06/26 at 9:00 AM have passed.
		assertThat(http.post("/v1/campaigns/", account.key()).data().get("count").asInt()).isEqualTo(3);
		assertThat(account.balance()).isEqualTo(1_000 - 300);
	}

	@Test
	void a_scheduled_run_without_enough_credits_deactivates_the_campaign_and_reactivate_restarts_it() {
		String key = campaignKey();
		sim.clock.advance(Duration.ofDays(1));
		http.post("/v2/account", account.key());
		account.setBalance(50);

		sim.clock.advance(Duration.ofDays(7));
		JsonNode report = http.post("/v1/campaigns/", account.key()).data().get("campaigns").get(0);

		assertThat(report.get("status").asText()).isEqualTo("deactivated");
		assertThat(report.get("next_run").asBoolean(true)).isFalse();
		assertThat(account.balance()).isEqualTo(50);
		sim.clock.advance(Duration.ofDays(14));
		assertThat(http.post("/v1/campaigns/", account.key()).data().get("count").asInt()).as("no more runs")
			.isEqualTo(1);

		assertThat(http.post("/v2/campaigns/reactivate", account.key(), "campaign_key", key).status()).isEqualTo(402);
		account.setBalance(500);
		SimHttp.Answer reactivated = http.post("/v2/campaigns/reactivate", account.key(), "campaign_key", key);
		assertThat(reactivated.status()).isEqualTo(200);
		assertThat(reactivated.data().get("status").asText()).isEqualTo("active");
		assertThat(reactivated.data().get("next_run").asText()).isNotBlank();
	}

	@Test
	void pause_stops_scheduled_runs_and_resume_restarts_them() {
		String key = campaignKey();

		SimHttp.Answer paused = http.post("/v2/campaigns/pause", account.key(), "campaign_key", key);
		assertThat(paused.data().get("status").asText()).isEqualTo("paused");
		sim.clock.advance(Duration.ofDays(10));
		assertThat(http.post("/v1/campaigns/", account.key()).data().get("count").asInt()).isZero();
		assertThat(http.post("/v2/campaigns/pause", account.key(), "campaign_key", key).status()).isEqualTo(400);
		assertThat(http.post("/v2/campaigns/reactivate", account.key(), "campaign_key", key).status()).isEqualTo(400);

		SimHttp.Answer resumed = http.post("/v2/campaigns/resume", account.key(), "campaign_key", key);
		assertThat(resumed.data().get("status").asText()).isEqualTo("active");
		assertThat(resumed.data().get("next_run").asText()).isEqualTo("06/26/2025 9:00 AM");
		assertThat(http.post("/v2/campaigns/resume", account.key(), "campaign_key", key).status()).isEqualTo(400);
	}

	@Test
	void an_unknown_or_missing_campaign_key_is_refused() {
		assertThat(http.post("/v2/campaigns/run", account.key(), "campaign_key", "0123456789abcde").status())
			.isEqualTo(404);
		assertThat(http.post("/v2/campaigns/run", account.key()).status()).isEqualTo(400);
	}

	@Test
	void the_demo_campaign_has_weekly_run_history_with_movement() {
		JsonNode campaigns = http.post("/v1/campaigns/", DemoData.BLUE_BOTTLE_KEY, "limit", "100").data();

		assertThat(campaigns.get("count").asInt()).isGreaterThanOrEqualTo(9);
		JsonNode latest = campaigns.get("campaigns").get(0);
		assertThat(latest.get("status").asText()).isEqualTo("active");
		assertThat(latest.get("arp_move").isTextual()).isTrue();
		assertThat(latest.get("frequency").asText()).isEqualTo("weekly");
	}

}

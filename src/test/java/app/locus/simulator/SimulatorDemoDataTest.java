package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;

import app.locus.simulator.api.SimDates;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SimulatorDemoDataTest {

	@RegisterExtension
	static final SimulatorFixture sim = new SimulatorFixture();

	static final SimHttp http = sim.http;

	@Test
	void the_demo_accounts_start_with_their_advertised_balances_and_nothing_spent() {
		assertThat(sim.simulator.account(DemoData.BLUE_BOTTLE).balance()).isEqualTo(5_000);
		assertThat(sim.simulator.account(DemoData.HARBOR).balance()).isEqualTo(300);
		assertThat(sim.simulator.account(DemoData.PEAK).balance()).isEqualTo(10_000);
		assertThat(sim.simulator.account(DemoData.BLUE_BOTTLE).creditsSpent()).isZero();
		assertThat(sim.simulator.account(DemoData.BLUE_BOTTLE).keys()).containsExactly(DemoData.BLUE_BOTTLE_KEY,
				DemoData.BLUE_BOTTLE_KEY_2);
	}

	@Test
	void blue_bottle_has_two_locations_of_which_one_is_linked() {
		assertThat(http.post("/v1/locations/", DemoData.BLUE_BOTTLE_KEY).data().get("count").asInt()).isEqualTo(2);
		JsonNode linked = http.post("/v1/locations/", DemoData.BLUE_BOTTLE_KEY, "gbp_linked", "true").data();
		assertThat(linked.get("count").asInt()).isEqualTo(1);
		assertThat(linked.get("locations").get(0).get("place_id").asText()).isEqualTo(DemoData.BLUE_BOTTLE_DIVISION);
	}

	@Test
	void blue_bottle_history_spans_months_and_ends_near_now() {
		JsonNode sourdough = http
			.post("/v1/trend-reports/", DemoData.BLUE_BOTTLE_KEY, "keyword", "sourdough bread", "platform", "google",
					"fieldmask", "scan_count,date,last_date")
			.data()
			.get("reports")
			.get(0);

		assertThat(sourdough.get("scan_count").asInt()).isEqualTo(20);
		LocalDate first = SimDates.parseDate(sourdough.get("date").asText());
		LocalDate last = SimDates.parseDate(sourdough.get("last_date").asText());
		LocalDate today = SimDates.day(SimulatorFixture.START);
		assertThat(first).isBefore(today.minusMonths(4));
		assertThat(last).isAfterOrEqualTo(today.minusDays(7));
		assertThat(http.post("/v1/keyword-reports/", DemoData.BLUE_BOTTLE_KEY).data().get("count").asInt())
			.isPositive();
		assertThat(http.post("/v1/location-reports/", DemoData.BLUE_BOTTLE_KEY).data().get("count").asInt())
			.isPositive();
	}

	@Test
	void blue_bottle_has_two_autoscans_one_paused() {
		JsonNode autoscans = http.post("/v1/autoscans/", DemoData.BLUE_BOTTLE_KEY).data().get("autoscans");

		assertThat(autoscans).hasSize(2);
		assertThat(
				http.post("/v1/autoscans/", DemoData.BLUE_BOTTLE_KEY, "status", "paused").data().get("count").asInt())
			.isEqualTo(1);
		assertThat(http
			.post("/v1/autoscans/", DemoData.BLUE_BOTTLE_KEY, "frequency", "weekly", "place_id",
					DemoData.BLUE_BOTTLE_DIVISION)
			.data()
			.get("autoscans")
			.get(0)
			.get("keyword")
			.asText()).isEqualTo("coffee and pastries");
		assertThat(http.post("/v1/autoscans/", DemoData.BLUE_BOTTLE_KEY, "status", "stopped").status()).isEqualTo(400);
	}

	@Test
	void blue_bottle_has_guard_and_reviews_records() {
		assertThat(http.post("/v1/guard/", DemoData.BLUE_BOTTLE_KEY).data().get("reports")).hasSize(2);
		JsonNode reviews = http
			.post("/v1/reviews/", DemoData.BLUE_BOTTLE_KEY, "fieldmask",
					"reviews_key,statistics.metrics.primaryBusiness.RVS")
			.data()
			.get("reports")
			.get(0);
		assertThat(reviews.get("statistics").get("metrics").get("primaryBusiness").get("RVS").asText()).isNotBlank();
	}

	@Test
	void the_linked_location_has_rich_profile_content() {
		String place = DemoData.BLUE_BOTTLE_DIVISION;
		JsonNode location = http.post("/v2/gbp/location", DemoData.BLUE_BOTTLE_KEY, "place_id", place)
			.data()
			.get("location");
		JsonNode services = http.post("/v2/gbp/services", DemoData.BLUE_BOTTLE_KEY, "place_id", place)
			.data()
			.get("services");
		JsonNode links = http.post("/v2/gbp/links", DemoData.BLUE_BOTTLE_KEY, "place_id", place).data().get("links");

		assertThat(location.get("regularHours").get("periods")).hasSize(7);
		assertThat(location.get("specialHours").get("specialHourPeriods")).isNotEmpty();
		assertThat(services.findValuesAsText("structured")).contains("true", "false");
		assertThat(links.findValuesAsText("is_editable")).contains("true", "false");
		assertThat(http.post("/v2/gbp/posts", DemoData.BLUE_BOTTLE_KEY, "place_id", place).data().get("count").asInt())
			.isPositive();
		assertThat(
				http.post("/v2/gbp/attributes", DemoData.BLUE_BOTTLE_KEY, "place_id", place).data().get("attributes"))
			.isNotEmpty();
	}

	@Test
	void harbor_has_one_location_and_a_little_history() {
		assertThat(http.post("/v1/locations/", DemoData.HARBOR_KEY).data().get("count").asInt()).isEqualTo(1);
		// three manual scans, and two runs of the daily campaign with two keywords each
		assertThat(http.post("/v1/reports/", DemoData.HARBOR_KEY).data().get("count").asInt()).isEqualTo(7);
		assertThat(http.post("/v1/trend-reports/", DemoData.HARBOR_KEY).data().get("count").asInt()).isEqualTo(1);
	}

	@Test
	void harbor_runs_a_daily_campaign_that_costs_more_per_run_than_its_balance() {
		JsonNode runs = http.post("/v1/campaigns/", DemoData.HARBOR_KEY).data();

		assertThat(runs.get("count").asInt()).isEqualTo(2);
		JsonNode newest = runs.get("campaigns").get(0);
		assertThat(newest.get("frequency").asText()).isEqualTo("daily");
		assertThat(newest.get("grid_size").asInt() * newest.get("grid_size").asInt() * 2)
			.isGreaterThan((int) sim.simulator.account(DemoData.HARBOR).balance());
	}

	@Test
	void harbor_renews_a_week_or_more_after_the_seeding_so_its_next_campaign_run_comes_first() {
		JsonNode account = http.post("/v2/account", DemoData.HARBOR_KEY).data();
		LocalDate seeded = SimDates.day(SimulatorFixture.START);

		LocalDate renewal = SimDates.parseDate(account.get("subscription").get("renewal_date").asText());
		LocalDate periodStart = SimDates.parseDate(account.get("usage").get("period_start").asText());
		assertThat(renewal).isBetween(seeded.plusDays(7), seeded.plusDays(10));
		assertThat(periodStart).isEqualTo(renewal.minusMonths(1));
	}

	@Test
	void an_account_with_a_billing_day_counts_its_period_from_that_day() {
		AccountHandle account = sim.simulator.createAccount("Anchored", 100);
		account.setBillingDay(20);

		JsonNode usage = http.post("/v2/account", account.key()).data().get("usage");

		// the fixture's day is 11 June: the period began on 20 May
		assertThat(usage.get("period_start").asText()).isEqualTo("05/20/2025");
		assertThat(usage.get("period_end").asText()).isEqualTo("06/19/2025");
	}

	@Test
	void the_same_clock_gives_the_same_data() {
		Clock clock = Clock.fixed(SimulatorFixture.START, ZoneOffset.UTC);
		try (SimulatorServer one = SimulatorServer.start(0, Simulator.withDemoData(clock));
				SimulatorServer two = SimulatorServer.start(0, Simulator.withDemoData(clock))) {
			String mask = "report_key,date,keyword,arp,atrp,solv,businesses";
			String first = new SimHttp(one.baseUrl())
				.post("/v1/competitor-reports/", DemoData.BLUE_BOTTLE_KEY, "limit", "100", "fieldmask", mask)
				.body();
			String second = new SimHttp(two.baseUrl())
				.post("/v1/competitor-reports/", DemoData.BLUE_BOTTLE_KEY, "limit", "100", "fieldmask", mask)
				.body();

			assertThat(second).isEqualTo(first);
		}
	}

}

package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SimulatorReportRulesTest {

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	final AccountHandle account = sim.freshAccount(10_000, DemoData.BLUE_BOTTLE_DIVISION, DemoData.BLUE_BOTTLE_ALBERTA);

	String scan(String placeId, String keyword, String gridSize) {
		String[] coordinates = placeId.equals(DemoData.BLUE_BOTTLE_DIVISION)
				? new String[] { "45.504812", "-122.629771" } : new String[] { "45.559012", "-122.648166" };
		return http
			.post("/v2/run-scan/", account.key(), "placeId", placeId, "keyword", keyword, "lat", coordinates[0], "lng",
					coordinates[1], "gridSize", gridSize, "radius", "2", "measurement", "mi")
			.data()
			.get("report_key")
			.asText();
	}

	int count(String listing) {
		return http.post(listing, account.key()).data().get("count").asInt();
	}

	@Test
	void a_trend_report_appears_with_the_second_scan_of_identical_settings() {
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");
		assertThat(count("/v1/trend-reports/")).isZero();

		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "7");
		assertThat(count("/v1/trend-reports/")).as("different grid: no trend").isZero();

		sim.clock.advance(Duration.ofDays(7));
		String latest = scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");

		JsonNode trends = http.post("/v1/trend-reports/", account.key()).data();
		assertThat(trends.get("count").asInt()).isEqualTo(1);
		JsonNode trend = trends.get("reports").get(0);
		assertThat(trend.get("scan_count").asText()).isEqualTo("2");
		assertThat(trend.get("grid_size").asText()).isEqualTo("5");
		assertThat(trend.get("scans").get(1).get("report_key").asText()).isEqualTo(latest);
		assertThat(trend.has("arp_move")).isTrue();
		assertThat(trend.has("data_points")).isFalse();

		sim.clock.advance(Duration.ofDays(7));
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");
		JsonNode again = http.post("/v1/trend-reports/" + trend.get("report_key").asText(), account.key()).data();
		assertThat(again.get("scan_count").asText()).as("the same trend report grows").isEqualTo("3");
		assertThat(count("/v1/trend-reports/")).isEqualTo(1);
	}

	@Test
	void a_location_report_appears_once_two_keywords_are_scanned_for_one_location() {
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");
		assertThat(count("/v1/location-reports/")).isZero();

		scan(DemoData.BLUE_BOTTLE_DIVISION, "croissants", "5");

		JsonNode reports = http.post("/v1/location-reports/", account.key()).data().get("reports");
		assertThat(reports).hasSize(1);
		assertThat(reports.get(0).get("place_id").asText()).isEqualTo(DemoData.BLUE_BOTTLE_DIVISION);
		assertThat(reports.get(0).get("keywords")).hasSize(2);
		String key = reports.get(0).get("report_key").asText();
		assertThat(http.post("/v1/location-reports/" + key, account.key()).status()).isEqualTo(200);
	}

	@Test
	void a_keyword_report_appears_once_two_locations_are_scanned_for_one_keyword() {
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");
		assertThat(count("/v1/keyword-reports/")).isZero();

		scan(DemoData.BLUE_BOTTLE_ALBERTA, "bakery", "5");

		JsonNode reports = http.post("/v1/keyword-reports/", account.key()).data().get("reports");
		assertThat(reports).hasSize(1);
		assertThat(reports.get(0).get("keyword").asText()).isEqualTo("bakery");
		assertThat(reports.get(0).get("locations")).hasSize(2);
		String key = reports.get(0).get("report_key").asText();
		assertThat(http.post("/v1/keyword-reports/" + key, account.key()).data().get("report_key").asText())
			.isEqualTo(key);
	}

	@Test
	void campaign_scans_carry_the_campaign_key_and_make_no_trend_location_or_keyword_reports() {
		String campaign = http
			.post("/v2/campaigns/create", account.key(), "name", "Test", "placeId",
					DemoData.BLUE_BOTTLE_DIVISION + "," + DemoData.BLUE_BOTTLE_ALBERTA, "keyword", "bakery,croissants",
					"gridSize", "3", "radius", "1", "measurement", "mi", "frequency", "monthly", "startDate",
					"07/11/2025", "startTime", "3:30 PM")
			.data()
			.get("campaign_key")
			.asText();

		for (int run = 0; run < 3; run++) {
			assertThat(http.post("/v2/campaigns/run", account.key(), "campaign_key", campaign).status()).isEqualTo(200);
			sim.clock.advance(SimulatorFixture.PENDING);
		}

		JsonNode scans = http.post("/v1/reports/", account.key(), "limit", "100").data();
		assertThat(scans.get("count").asInt()).isEqualTo(12);
		scans.get("reports").forEach(r -> assertThat(r.get("campaign_key").asText()).isEqualTo(campaign));
		assertThat(count("/v1/trend-reports/")).isZero();
		assertThat(count("/v1/location-reports/")).isZero();
		assertThat(count("/v1/keyword-reports/")).isZero();
		assertThat(http.post("/v1/reports/", account.key(), "campaign_key", campaign).data().get("count").asInt())
			.isEqualTo(12);
		assertThat(count("/v1/campaigns/")).isEqualTo(3);
	}

	@Test
	void a_scan_names_its_location_and_keyword_reports_once_they_exist() {
		String first = scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");
		JsonNode alone = http.post("/v1/reports/" + first, account.key()).data();
		assertThat(alone.get("location_report_key").asBoolean(true)).isFalse();
		assertThat(alone.get("keyword_report_key").asBoolean(true)).isFalse();

		scan(DemoData.BLUE_BOTTLE_DIVISION, "croissants", "5");
		scan(DemoData.BLUE_BOTTLE_ALBERTA, "bakery", "5");

		String locationKey = http.post("/v1/location-reports/", account.key())
			.data()
			.get("reports")
			.get(0)
			.get("report_key")
			.asText();
		String keywordKey = http.post("/v1/keyword-reports/", account.key())
			.data()
			.get("reports")
			.get(0)
			.get("report_key")
			.asText();
		JsonNode named = http.post("/v1/reports/" + first, account.key()).data();
		assertThat(named.get("location_report_key").asText()).isEqualTo(locationKey);
		assertThat(named.get("keyword_report_key").asText()).isEqualTo(keywordKey);
	}

	@Test
	void trend_reports_are_listed_by_their_latest_scan_newest_first() {
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");
		sim.clock.advance(Duration.ofDays(1));
		scan(DemoData.BLUE_BOTTLE_DIVISION, "croissants", "5");
		scan(DemoData.BLUE_BOTTLE_DIVISION, "croissants", "5");
		sim.clock.advance(Duration.ofDays(1));
		scan(DemoData.BLUE_BOTTLE_DIVISION, "bakery", "5");

		JsonNode trends = http.post("/v1/trend-reports/", account.key()).data().get("reports");
		assertThat(trends).hasSize(2);
		assertThat(trends.get(0).get("keyword").asText()).isEqualTo("bakery");
		assertThat(trends.get(1).get("keyword").asText()).isEqualTo("croissants");
	}

}

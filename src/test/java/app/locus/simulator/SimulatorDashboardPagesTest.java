package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import app.locus.reports.ReportType;
import app.locus.upstream.api.ReportKey;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The vendor dashboard's report pages, at the very addresses Locus's dashboard links
 * point to: they open without a key, show the report and never the account's secrets.
 */
class SimulatorDashboardPagesTest {

	@RegisterExtension
	static final SimulatorFixture sim = new SimulatorFixture();

	static final String KEY = DemoData.BLUE_BOTTLE_KEY;

	/** The newest report of the listing at this path. */
	static JsonNode newest(String listing) {
		JsonNode data = sim.http.post(listing, KEY).data();
		JsonNode items = data.has("reports") ? data.get("reports") : data.get("campaigns");
		return items.get(0);
	}

	static String listingOf(ReportType type) {
		return switch (type) {
			case SCAN, COMPETITOR -> "/v1/reports";
			case TREND -> "/v1/trend-reports";
			case LOCATION -> "/v1/location-reports";
			case KEYWORD -> "/v1/keyword-reports";
			case CAMPAIGN -> "/v1/campaigns";
		};
	}

	@ParameterizedTest
	@EnumSource(ReportType.class)
	void every_kind_of_report_opens_signed_out_at_the_address_locus_links_to(ReportType type) {
		String key = newest(listingOf(type)).get("report_key").asText();

		SimHttp.Answer page = sim.http.get("/dashboard" + type.dashboardPath(ReportKey.of(key)), Map.of());

		assertThat(page.status()).isEqualTo(200);
		assertThat(page.header("Content-Type")).hasValueSatisfying(value -> assertThat(value).startsWith("text/html"));
		assertThat(page.body()).contains("Blue Bottle Bakery", "<table id=\"grid\">")
			.doesNotContain(KEY, DemoData.BLUE_BOTTLE_KEY_2, "bluebottle", "credit");
	}

	@Test
	void a_scan_page_shows_its_keyword_date_metrics_and_every_point_of_its_grid() {
		JsonNode scan = sim.http
			.post("/v1/reports/" + newest("/v1/reports").get("report_key").asText(), KEY, "fieldmask",
					"report_key,keyword,date,arp,atrp,solv,grid_size")
			.data();

		String page = sim.http.get("/dashboard/reports/view/" + scan.get("report_key").asText(), Map.of()).body();

		assertThat(page).contains(scan.get("keyword").asText(), scan.get("date").asText(),
				"<td>" + scan.get("arp").asText() + "</td>", "<td>" + scan.get("atrp").asText() + "</td>",
				"<td>" + scan.get("solv").asText() + "</td>");
		int points = scan.get("grid_size").asInt() * scan.get("grid_size").asInt();
		String grid = page.substring(page.indexOf("<table id=\"grid\">"));
		assertThat(grid.split("<td>", -1)).hasSize(points + 1);
	}

	@Test
	void an_unknown_key_is_not_found_and_the_page_forbids_scripts() {
		assertThat(sim.http.get("/dashboard/reports/view/000000000000000", Map.of()).status()).isEqualTo(404);

		SimHttp.Answer page = sim.http
			.get("/dashboard/reports/view/" + newest("/v1/reports").get("report_key").asText(), Map.of());
		assertThat(page.header("Content-Security-Policy"))
			.hasValueSatisfying(csp -> assertThat(csp).startsWith("default-src 'none'"));
	}

}

package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.ReportKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class ReportServiceTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 7);

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	ReportService reports;

	ReportSync sync;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		ScriptedReports wired = ScriptedReports.wire(context, upstream, MutableClock.startingNow());
		reports = wired.service();
		sync = wired.sync();
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void viewing_a_synced_scan_fetches_its_data_points_once_and_never_again() {
		String key = Dd010Samples.key();
		listScans(Dd010Samples.scan(key, DAY));
		sync.sync(new SyncTarget(tenant.agency(), tenant.workspace()), Duration.ZERO);
		ObjectNode detailed = Dd010Samples.scan(key, DAY);
		detailed.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13));
		upstream.on("/v1/reports/" + key + "/", detailed.toString());

		ReportDetail first = reports.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, ReportKey.of(key));
		ReportDetail second = reports.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, ReportKey.of(key));

		assertThat(upstream.callsTo("/v1/reports/" + key + "/")).hasSize(1).allSatisfy(call -> {
			assertThat(call.field("fieldmask")).contains("data_points", "ai_analysis", "location");
			assertThat(call.lane()).isEqualTo(Lane.INTERACTIVE);
		});
		assertThat(first.dataPoints()).hasSize(49);
		assertThat(second.dataPoints()).hasSize(49);
		assertThat(second.ranks().rank(0, 0)).isEqualTo(1);
		assertThat(second.ranks().rank(1, 5)).isEqualTo(13);
		assertThat(second.card().detailsStored()).isTrue();
		assertThat(second.payload().has("data_points")).isFalse();
		assertThat(reports.detail(tenant.workspace(), ReportType.SCAN, ReportKey.of(key)).dataPoints()).hasSize(49);
	}

	@Test
	void a_report_not_synced_yet_is_fetched_once_and_then_in_the_gallery() {
		String key = Dd010Samples.key();
		ObjectNode detailed = Dd010Samples.scan(key, DAY);
		detailed.set("data_points", Dd010Samples.dataPoints(7, 4));
		upstream.on("/v1/reports/" + key + "/", detailed.toString());

		reports.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, ReportKey.of(key));
		ReportDetail again = reports.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, ReportKey.of(key));

		assertThat(upstream.count()).isEqualTo(1);
		assertThat(again.asScan().location().name()).isEqualTo("Blue Bottle Bakery");
		assertThat(
				reports.gallery(tenant.workspace(), GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST, 0, 10))
			.extracting(card -> card.key().value())
			.containsExactly(key);
	}

	@Test
	void every_report_type_is_fetched_from_its_own_address() {
		String key = Dd010Samples.key();
		upstream.on("/v1/competitor-reports/" + key, Dd010Samples.competitor(key, DAY).toString());
		upstream.on("/v1/trend-reports/" + key, Dd010Samples.trend(key, DAY.minusDays(14), DAY, 3).toString());
		upstream.on("/v1/location-reports/" + key, Dd010Samples.locationReport(key, DAY).toString());
		upstream.on("/v1/campaigns/" + key, Dd010Samples.campaign(key, Dd010Samples.key(), DAY).toString());
		ObjectNode keywordReport = Dd010Samples.locationReport(key, DAY);
		keywordReport.put("keyword", "sourdough bakery");
		upstream.on("/v1/keyword-reports/" + key, keywordReport.toString());

		ReportDetail competitor = reports.detailWithDataPoints(tenant.workspace(), ReportType.COMPETITOR,
				ReportKey.of(key));
		ReportDetail trend = reports.detailWithDataPoints(tenant.workspace(), ReportType.TREND, ReportKey.of(key));
		ReportDetail location = reports.detailWithDataPoints(tenant.workspace(), ReportType.LOCATION,
				ReportKey.of(key));
		ReportDetail keyword = reports.detailWithDataPoints(tenant.workspace(), ReportType.KEYWORD, ReportKey.of(key));
		ReportDetail campaign = reports.detailWithDataPoints(tenant.workspace(), ReportType.CAMPAIGN,
				ReportKey.of(key));

		assertThat(competitor.asCompetitor().businesses()).hasSize(3);
		assertThat(competitor.card().metrics().solv()).isEqualByComparingTo("61.22");
		assertThat(competitor.card().totalCompetitors()).isEqualTo(2);
		assertThat(trend.asTrend().scanCount()).isEqualTo(3);
		assertThat(trend.card().movement().arpMove()).isEqualByComparingTo("-0.32");
		assertThat(location.card().keyword()).isEqualTo("sourdough bakery, croissant");
		assertThat(keyword.card().keyword()).isEqualTo("sourdough bakery");
		assertThat(campaign.asCampaign().name()).isEqualTo("Bakery weekly");
		assertThat(campaign.card().keyword()).isEqualTo("sourdough bakery, croissant");
		assertThat(upstream.count()).isEqualTo(5);
	}

	@Test
	void competitor_csv_marks_the_own_business_and_escapes_formulas() {
		String key = Dd010Samples.key();
		upstream.on("/v1/competitor-reports/" + key, Dd010Samples.competitor(key, DAY).toString());

		String csv = new String(reports.competitorCsv(tenant.workspace(), ReportKey.of(key)), StandardCharsets.UTF_8);

		assertThat(csv).contains("2,Blue Bottle Bakery," + Dd010Samples.PLACE + ",3.42,2.10,61.22,312,4.6,yes");
		assertThat(csv).contains("1,Tartine,ChIJtartine,2.10,1.50,70.00,5210,4.7,no");
		assertThat(csv).contains("\"'=HYPERLINK(\"\"http://evil\"\")\"");
	}

	@Test
	void gallery_csv_holds_every_matching_card() {
		String first = Dd010Samples.key();
		String second = Dd010Samples.key();
		listScans(Dd010Samples.scan(first, DAY), Dd010Samples.scan(second, DAY.minusDays(1)).put("keyword", "-rye"));
		sync.sync(new SyncTarget(tenant.agency(), tenant.workspace()), Duration.ZERO);

		String csv = new String(
				reports.galleryCsv(tenant.workspace(), GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST),
				StandardCharsets.UTF_8);

		assertThat(csv.lines()).hasSize(3);
		assertThat(csv).contains("2026-03-07,Scan,sourdough bakery,Blue Bottle Bakery")
			.contains("'-rye")
			.contains(second);
	}

	@Test
	void another_workspaces_report_is_not_found() {
		String key = Dd010Samples.key();
		ObjectNode detailed = Dd010Samples.scan(key, DAY);
		detailed.set("data_points", Dd010Samples.dataPoints(7, 1));
		upstream.on(tenant.workspace(), "/v1/reports/" + key + "/", detailed.toString());
		reports.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, ReportKey.of(key));
		Tenant stranger = new TenantFixture(db).tenant();
		TenantFixture.signIn(stranger.manager());

		assertThatThrownBy(() -> reports.detail(stranger.workspace(), ReportType.SCAN, ReportKey.of(key)))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> reports.detailWithDataPoints(stranger.workspace(), ReportType.SCAN, ReportKey.of(key)))
			.isInstanceOf(NotFoundException.class);
		int callsBefore = upstream.count();
		assertThatThrownBy(() -> reports.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, ReportKey.of(key)))
			.isInstanceOf(NotFoundException.class);
		assertThat(upstream.count()).isEqualTo(callsBefore);
	}

	@Test
	void a_client_viewer_may_view_but_not_start_a_sync() {
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> reports.syncNow(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThat(upstream.count()).isZero();
	}

	private void listScans(ObjectNode... scans) {
		upstream.on(tenant.workspace(), "/v1/reports/", Dd010Samples.listing("reports", null, List.of(scans)));
		for (String path : new String[] { "/v1/competitor-reports/", "/v1/trend-reports/" }) {
			upstream.on(tenant.workspace(), path, Dd010Samples.listing("reports", null, List.of()));
		}
		upstream.on(tenant.workspace(), "/v1/campaigns/", Dd010Samples.listing("campaigns", null, List.of()));
	}

}

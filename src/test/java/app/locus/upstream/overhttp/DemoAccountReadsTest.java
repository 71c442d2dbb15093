package app.locus.upstream.overhttp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.autoscans.Autoscan;
import app.locus.upstream.api.autoscans.AutoscanFilter;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import app.locus.upstream.api.guard.GuardReport;
import app.locus.upstream.api.locations.LocationMatch;
import app.locus.upstream.api.reports.CompetitorReport;
import app.locus.upstream.api.reports.ReportFilter;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.reports.TrendReport;
import app.locus.upstream.api.reviews.ReviewsReport;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.DemoData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * Reads of the Blue Bottle demo account (DD011) through the real gateway and the
 * simulator at /sim: listings with filters and paging, retrieval by key, monitoring.
 * Read-only, so the shared demo account stays as it was.
 */
@IntegrationTest
class DemoAccountReadsTest {

	private static final Lane LANE = Lane.BACKGROUND;

	@Autowired
	LocalVisibilityClient client;

	@Autowired
	ApiKeyService keys;

	@Autowired
	AgencyProvisioning provisioning;

	private KeyedWorkspaces workspaces;

	private WorkspaceId workspace;

	@BeforeEach
	void workspaceWithTheDemoKey() {
		workspaces = new KeyedWorkspaces(provisioning, keys);
		workspace = workspaces.withKey(DemoData.BLUE_BOTTLE_KEY);
	}

	@AfterEach
	void signOut() {
		workspaces.close();
	}

	@Test
	void a_location_search_finds_the_bakery_by_name() {
		List<LocationMatch> matches = client.locations()
			.search(workspace, LANE, "Blue Bottle Bakery", Platform.GOOGLE, "Portland, OR");

		assertThat(matches).extracting(match -> match.summary().placeId()).contains(DemoData.BLUE_BOTTLE_DIVISION);
	}

	@Test
	void scan_reports_are_paged_one_at_a_time_with_distinct_keys() {
		ReportFilter oneAtATime = ReportFilter.all().withPage(ListQuery.all().withLimit(Limit.of(1)));

		Page<ScanReport> first = client.reports().scanReports(workspace, LANE, oneAtATime, null);
		Page<ScanReport> second = client.reports().scanReports(workspace, LANE, oneAtATime, first.nextToken());

		assertThat(first.items()).hasSize(1);
		assertThat(first.nextToken()).isNotBlank();
		assertThat(second.items()).hasSize(1);
		assertThat(second.items().get(0).reportKey()).isNotEqualTo(first.items().get(0).reportKey());
	}

	@Test
	void competitor_and_trend_reports_are_listed_and_retrieved_by_key() {
		CompetitorReport listedCompetitors = client.reports()
			.competitorReports(workspace, LANE, ReportFilter.all(), null)
			.items()
			.get(0);
		assertThat(client.reports()
			.competitorReport(workspace, LANE, ReportKey.of(listedCompetitors.reportKey()), null)
			.businesses()).isNotEmpty();

		TrendReport listedTrend = client.reports()
			.trendReports(workspace, LANE, ReportFilter.all(), null)
			.items()
			.get(0);
		TrendReport trend = client.reports().trendReport(workspace, LANE, ReportKey.of(listedTrend.reportKey()), null);
		assertThat(trend.scanCount()).isPositive();
		assertThat(trend.scans()).isNotEmpty();
	}

	@Test
	void autoscans_are_filtered_by_status() {
		List<Autoscan> paused = client.autoscans()
			.list(workspace, LANE, AutoscanFilter.all().withStatus(AutoscanStatus.PAUSED), null)
			.items();
		List<Autoscan> scheduled = client.autoscans()
			.list(workspace, LANE, AutoscanFilter.all().withStatus(AutoscanStatus.SCHEDULED), null)
			.items();

		assertThat(paused).extracting(Autoscan::nickname).contains("Alberta gluten free monthly");
		assertThat(paused).extracting(Autoscan::status).containsOnly(AutoscanStatus.PAUSED);
		assertThat(scheduled).extracting(Autoscan::nickname).contains("Division coffee & pastries");
		assertThat(scheduled).extracting(Autoscan::status).containsOnly(AutoscanStatus.SCHEDULED);
	}

	@Test
	void guard_and_reviews_monitoring_are_listed() {
		assertThat(client.guard().list(workspace, LANE, ListQuery.all(), null).items()).extracting(GuardReport::placeId)
			.contains(DemoData.BLUE_BOTTLE_DIVISION, DemoData.BLUE_BOTTLE_ALBERTA);
		assertThat(client.reviews().list(workspace, LANE, ListQuery.all(), null).items())
			.extracting(ReviewsReport::name)
			.contains("Blue Bottle reviews monthly");
	}

}

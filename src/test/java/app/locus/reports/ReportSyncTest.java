package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.ReportKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class ReportSyncTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 7);

	private static final String SCANS = "/v1/reports/";

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	@Autowired
	LockProvider locks;

	ScriptedUpstreamGateway upstream;

	ReportService reports;

	ReportSync sync;

	Tenant tenant;

	SyncTarget target;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		ScriptedReports wired = ScriptedReports.wire(context, upstream, MutableClock.startingNow());
		reports = wired.service();
		sync = wired.sync();
		tenant = new TenantFixture(db).tenant();
		target = new SyncTarget(tenant.agency(), tenant.workspace());
		TenantFixture.signIn(tenant.manager());
		emptyListings(tenant.workspace());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void reads_every_page_by_next_token_with_the_card_fieldmask_in_the_background_lane() {
		List<String> keys = keys(6);
		upstream.pages(tenant.workspace(), SCANS,
				List.of(page("t1", scan(keys.get(0), 0), scan(keys.get(1), 1)),
						page("t2", scan(keys.get(2), 2), scan(keys.get(3), 3)),
						page(null, scan(keys.get(4), 4), scan(keys.get(5), 5))));

		SyncResult result = sync.sync(target, Duration.ZERO);

		assertThat(result.ran()).isTrue();
		assertThat(result.stored(ReportType.SCAN)).isEqualTo(6);
		assertThat(upstream.callsTo(SCANS)).extracting(call -> call.field("next_token"))
			.containsExactly(null, "t1", "t2");
		assertThat(upstream.callsTo(SCANS)).allSatisfy(call -> {
			assertThat(call.lane()).isEqualTo(Lane.BACKGROUND);
			assertThat(call.field("limit")).isEqualTo("100");
			assertThat(call.field("fieldmask")).isEqualTo(ReportFieldmasks.SCAN_CARD.render())
				.contains("data_points.*.rank")
				.doesNotContain("data_points,");
		});
		assertThat(galleryKeys(ReportType.SCAN)).containsExactlyElementsOf(keys);
	}

	@Test
	void stops_at_the_first_report_already_stored() {
		List<String> old = keys(3);
		upstream.pages(tenant.workspace(), SCANS,
				List.of(page(null, scan(old.get(0), 10), scan(old.get(1), 11), scan(old.get(2), 12))));
		sync.sync(target, Duration.ZERO);
		List<String> fresh = keys(2);
		upstream.pages(tenant.workspace(), SCANS, List.of(page("t1", scan(fresh.get(0), 0), scan(fresh.get(1), 1)),
				page("t2", scan(old.get(0), 10), scan(old.get(1), 11)), page(null, scan(old.get(2), 12))));
		int before = upstream.count(SCANS);

		SyncResult second = sync.sync(target, Duration.ZERO);

		assertThat(second.stored(ReportType.SCAN)).isEqualTo(2);
		assertThat(upstream.callsTo(SCANS).subList(before, upstream.count(SCANS)))
			.extracting(call -> call.field("next_token"))
			.containsExactly(null, "t1");
		assertThat(galleryKeys(ReportType.SCAN)).containsExactly(fresh.get(0), fresh.get(1), old.get(0), old.get(1),
				old.get(2));
	}

	@Test
	void a_run_interrupted_by_the_service_stores_nothing_of_that_listing_and_the_next_run_reads_it_again() {
		List<String> keys = keys(3);
		upstream.on(tenant.workspace(), SCANS, call -> {
			if (call.field("next_token") == null) {
				return ScriptedUpstreamGateway.ok(page("t1", scan(keys.get(0), 0), scan(keys.get(1), 1)));
			}
			throw new UpstreamException.ServerError(500, "Server Error");
		});

		SyncResult failed = sync.sync(target, Duration.ZERO);

		assertThat(failed.stored(ReportType.SCAN)).isZero();
		assertThat(failed.failures()).containsKey(ReportType.SCAN);
		assertThat(galleryKeys(ReportType.SCAN)).isEmpty();

		upstream.pages(tenant.workspace(), SCANS,
				List.of(page("t1", scan(keys.get(0), 0), scan(keys.get(1), 1)), page(null, scan(keys.get(2), 2))));
		assertThat(sync.sync(target, Duration.ZERO).stored(ReportType.SCAN)).isEqualTo(3);
	}

	@Test
	void campaign_scans_are_linked_to_their_campaign_by_campaign_key() {
		String campaignKey = Dd010Samples.key();
		String runKey = Dd010Samples.key();
		List<String> scans = keys(3);
		upstream.pages(tenant.workspace(), SCANS,
				List.of(page(null, scan(scans.get(0), 0).put("campaign_key", campaignKey),
						scan(scans.get(1), 1).put("campaign_key", campaignKey), scan(scans.get(2), 2))));
		upstream.pages(tenant.workspace(), "/v1/campaigns/", List
			.of(Dd010Samples.listing("campaigns", null, List.of(Dd010Samples.campaign(runKey, campaignKey, DAY)))));

		SyncResult result = sync.sync(target, Duration.ZERO);

		assertThat(result.stored(ReportType.CAMPAIGN)).isEqualTo(1);
		assertThat(reports.campaignScans(tenant.workspace(), CampaignKey.of(campaignKey)))
			.extracting(card -> card.key().value())
			.containsExactly(scans.get(0), scans.get(1));
		ReportCard campaign = reports.detail(tenant.workspace(), ReportType.CAMPAIGN, ReportKey.of(runKey)).card();
		assertThat(campaign.campaignKey()).isEqualTo(campaignKey);
		assertThat(campaign.keyword()).isEqualTo("sourdough bakery, croissant");
		assertThat(campaign.movement().solvMove()).isEqualByComparingTo("-3.00");
		assertThat(upstream.callsTo("/v1/campaigns/"))
			.allSatisfy(call -> assertThat(call.field("fieldmask")).isEqualTo(ReportFieldmasks.CAMPAIGN_CARD.render()));
	}

	@Test
	void competitor_reports_take_their_metrics_from_the_own_business_and_name_and_thumbnail_from_the_scan() {
		String key = Dd010Samples.key();
		ObjectNode scan = scan(key, 0);
		scan.set("data_points", Dd010Samples.dataPoints(7, 2, 2, 9));
		upstream.pages(tenant.workspace(), SCANS, List.of(page(null, scan)));
		upstream.pages(tenant.workspace(), "/v1/competitor-reports/",
				List.of(page(null, Dd010Samples.competitor(key, DAY))));

		sync.sync(target, Duration.ZERO);

		ReportCard competitor = reports.detail(tenant.workspace(), ReportType.COMPETITOR, ReportKey.of(key)).card();
		assertThat(competitor.locationName()).isEqualTo("Blue Bottle Bakery");
		assertThat(competitor.metrics().arp()).isEqualByComparingTo("3.42");
		assertThat(competitor.totalCompetitors()).isEqualTo(2);
		assertThat(competitor.thumbnail().rank(0, 2)).isEqualTo(9);
		assertThat(competitor.detailsStored()).isFalse();
	}

	@Test
	void a_trend_that_gained_a_scan_replaces_the_stored_one_and_is_fetched_again_when_viewed() {
		String key = Dd010Samples.key();
		upstream.pages(tenant.workspace(), "/v1/trend-reports/",
				List.of(page(null, Dd010Samples.trend(key, DAY.minusDays(7), DAY, 2))));
		sync.sync(target, Duration.ZERO);
		upstream.on("/v1/trend-reports/" + key, Dd010Samples.trend(key, DAY.minusDays(7), DAY, 2).toString());
		reports.detailWithDataPoints(tenant.workspace(), ReportType.TREND, ReportKey.of(key));

		upstream.pages(tenant.workspace(), "/v1/trend-reports/",
				List.of(page(null, Dd010Samples.trend(key, DAY.minusDays(7), DAY.plusDays(7), 3))));
		SyncResult result = sync.sync(target, Duration.ZERO);

		assertThat(result.stored(ReportType.TREND)).isEqualTo(1);
		ReportDetail trend = reports.detail(tenant.workspace(), ReportType.TREND, ReportKey.of(key));
		assertThat(trend.card().scanCount()).isEqualTo(3);
		assertThat(trend.card().date()).isEqualTo(DAY.plusDays(7));
		assertThat(trend.fetchedAt()).isNull();
		assertThat(sync.sync(target, Duration.ZERO).stored(ReportType.TREND)).isZero();
	}

	@Test
	void location_and_keyword_reports_named_by_new_scans_are_fetched_once_each() {
		String location = Dd010Samples.key();
		String keyword = Dd010Samples.key();
		upstream.pages(tenant.workspace(), SCANS, List.of(page(null,
				scan(Dd010Samples.key(), 0).put("location_report_key", location),
				scan(Dd010Samples.key(), 1).put("location_report_key", location).put("keyword_report_key", keyword))));
		upstream.on("/v1/location-reports/" + location, Dd010Samples.locationReport(location, DAY).toString());
		ObjectNode keywordReport = Dd010Samples.locationReport(keyword, DAY);
		keywordReport.put("keyword", "sourdough bakery");
		upstream.on("/v1/keyword-reports/" + keyword, keywordReport.toString());

		SyncResult result = sync.sync(target, Duration.ZERO);

		assertThat(result.stored(ReportType.LOCATION)).isEqualTo(1);
		assertThat(result.stored(ReportType.KEYWORD)).isEqualTo(1);
		assertThat(upstream.count("/v1/location-reports/" + location)).isEqualTo(1);
		assertThat(upstream.callsTo("/v1/location-reports/" + location).get(0).lane()).isEqualTo(Lane.BACKGROUND);
		ReportDetail stored = reports.detailWithDataPoints(tenant.workspace(), ReportType.LOCATION,
				ReportKey.of(location));
		assertThat(stored.card().keyword()).isEqualTo("sourdough bakery, croissant");
		assertThat(upstream.count("/v1/location-reports/" + location)).isEqualTo(1);
	}

	@Test
	void a_workspace_locked_by_another_node_is_skipped_without_a_call() {
		Optional<SimpleLock> held = locks.lock(new LockConfiguration(Instant.now(),
				"report-sync-" + tenant.workspace().value(), Duration.ofMinutes(5), Duration.ZERO));
		assertThat(held).isPresent();
		try {
			SyncResult result = sync.sync(target, Duration.ZERO);

			assertThat(result.ran()).isFalse();
			assertThat(upstream.count()).isZero();
		}
		finally {
			held.get().unlock();
		}
		assertThat(sync.sync(target, Duration.ZERO).ran()).isTrue();
	}

	@Test
	void a_manager_can_sync_now() {
		String key = Dd010Samples.key();
		upstream.pages(tenant.workspace(), SCANS, List.of(page(null, scan(key, 0))));

		assertThat(reports.syncNow(tenant.workspace()).stored(ReportType.SCAN)).isEqualTo(1);
	}

	private void emptyListings(WorkspaceId workspace) {
		for (String path : List.of(SCANS, "/v1/competitor-reports/", "/v1/trend-reports/")) {
			upstream.on(workspace, path, Dd010Samples.listing("reports", null, List.of()));
		}
		upstream.on(workspace, "/v1/campaigns/", Dd010Samples.listing("campaigns", null, List.of()));
	}

	private List<String> galleryKeys(ReportType type) {
		return reports.gallery(tenant.workspace(), GalleryFilter.of(type), GallerySort.NEWEST_FIRST, 0, 100)
			.stream()
			.map(card -> card.key().value())
			.toList();
	}

	/** A scan {@code daysAgo} days before DAY: listings are newest first. */
	private static ObjectNode scan(String key, int daysAgo) {
		return Dd010Samples.scan(key, DAY.minusDays(daysAgo));
	}

	private static String page(String nextToken, ObjectNode... items) {
		return Dd010Samples.listing("reports", nextToken, List.of(items));
	}

	private static List<String> keys(int count) {
		List<String> keys = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			keys.add(Dd010Samples.key());
		}
		return keys;
	}

}

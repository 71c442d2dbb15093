package app.locus.reports;

import static app.locus.db.Tables.REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.campaigns.CampaignRequest;
import app.locus.upstream.api.reports.ReportFilter;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.scans.ScanRequest;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The report sync through the real gateway against the simulator mounted at /sim: paging
 * with next_token, stopping at the first known report, campaign keys on campaign scans.
 */
@IntegrationTest
class ReportSyncThroughSimulatorTest {

	private static final PlaceId DIVISION = new PlaceId(DemoData.BLUE_BOTTLE_DIVISION);

	private static final ScanRequest SMALL_SCAN = new ScanRequest(DIVISION, Keyword.of("bakery"),
			LatLng.of("45.504812", "-122.629771"), GridSize.forScan(3), Radius.of("2"), Measurement.MI, Platform.GOOGLE,
			false, false);

	private static final String[] LISTINGS = { "/v1/reports", "/v1/competitor-reports", "/v1/trend-reports",
			"/v1/campaigns" };

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	LocalVisibilityClient client;

	@Autowired
	ReportSync sync;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithItsOwnSimulatorAccount() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Sync test", 100_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_sync_pages_through_every_scan_report_and_the_next_sync_stops_at_the_first_known_one() {
		for (int i = 0; i < 105; i++) {
			client.scans().run(tenant.workspace(), Lane.BACKGROUND, SMALL_SCAN);
		}
		int listed = listedScanReports();
		assertThat(listed).as("more reports than one page of 100").isGreaterThan(100);
		int listingCallsBefore = scanListingCalls();

		SyncResult first = sync.sync(target(), Duration.ZERO);

		assertThat(first.failures()).isEmpty();
		assertThat(storedCount(ReportType.SCAN)).isEqualTo(listed);
		assertThat(scanListingCalls() - listingCallsBefore).as("pages read").isGreaterThan(1);

		int[] before = listingCalls();
		SyncResult second = sync.sync(target(), Duration.ZERO);

		assertThat(second.stored(ReportType.SCAN)).isZero();
		int[] after = listingCalls();
		for (int i = 0; i < LISTINGS.length; i++) {
			assertThat(after[i] - before[i]).as("listing calls to " + LISTINGS[i]).isEqualTo(1);
		}
		assertThat(storedCount(ReportType.SCAN)).isEqualTo(listed);
	}

	@Test
	void scans_a_campaign_ran_are_stored_with_its_campaign_key() {
		CampaignRequest request = new CampaignRequest("Sync weekly", List.of(DIVISION), List.of(Keyword.of("bakery")),
				GridSize.forCampaign(3), Radius.of("2"), Measurement.MI, Frequency.WEEKLY, LocalDate.now().plusDays(30),
				LocalTime.of(9, 0));
		String campaignKey = client.campaigns().create(tenant.workspace(), Lane.BACKGROUND, request).campaignKey();
		client.campaigns().run(tenant.workspace(), Lane.BACKGROUND, CampaignKey.of(campaignKey));
		awaitCampaignScans(campaignKey);

		SyncResult result = sync.sync(target(), Duration.ZERO);

		assertThat(result.failures()).isEmpty();
		List<String> stored = db.select(REPORT.CAMPAIGN_KEY)
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.and(REPORT.TYPE.eq(ReportType.SCAN.name()))
			.fetch(REPORT.CAMPAIGN_KEY);
		assertThat(stored).isNotEmpty().allSatisfy(key -> assertThat(key).isEqualTo(campaignKey));
	}

	/**
	 * The simulator plays queued campaign work on a later request once its delay passed.
	 */
	private void awaitCampaignScans(String campaignKey) {
		await("the simulator finished the campaign run").pollInSameThread()
			.atMost(Duration.ofSeconds(30))
			.pollInterval(Duration.ofMillis(200))
			.until(() -> client.reports()
				.scanReports(tenant.workspace(), Lane.BACKGROUND, ReportFilter.all(), null)
				.items()
				.stream()
				.anyMatch(report -> campaignKey.equals(report.campaignKey())));
	}

	private SyncTarget target() {
		return new SyncTarget(tenant.agency(), tenant.workspace());
	}

	private int listedScanReports() {
		int count = 0;
		String token = null;
		do {
			Page<ScanReport> page = client.reports()
				.scanReports(tenant.workspace(), Lane.BACKGROUND, ReportFilter.all(), token);
			count += page.items().size();
			token = page.nextToken();
		}
		while (token != null);
		return count;
	}

	private int storedCount(ReportType type) {
		return db.fetchCount(REPORT,
				REPORT.WORKSPACE_ID.eq(tenant.workspace().value()).and(REPORT.TYPE.eq(type.name())));
	}

	private int scanListingCalls() {
		return simulator.calls().count(LISTINGS[0], account.id());
	}

	private int[] listingCalls() {
		int[] counts = new int[LISTINGS.length];
		for (int i = 0; i < LISTINGS.length; i++) {
			counts[i] = simulator.calls().count(LISTINGS[i], account.id());
		}
		return counts;
	}

}

package app.locus.reports;

import static app.locus.db.Tables.REPORT;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;

import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.scans.ScanRequest;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.simulator.faults.FaultRule;

import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The report sync through the real gateway while the simulator fails a listing (issue 8,
 * fault injection): what was stored stays, the failure is reported in words, reads are
 * retried as the gateway's policy says, and the next sync catches up.
 */
@IntegrationTest
class ReportSyncUnderFaultsTest {

	private static final String SCAN_LISTING = "/v1/reports";

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

	private Tenant tenant;

	private AccountHandle account;

	private FaultRule fault;

	@BeforeEach
	void aWorkspaceWithItsOwnSimulatorAccount() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Sync under faults", 10_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
	}

	@AfterEach
	void cleanUp() {
		if (fault != null) {
			simulator.faults().remove(fault);
		}
		TenantFixture.signOut();
	}

	@Test
	void a_listing_that_keeps_failing_loses_nothing_stored_and_the_next_sync_catches_up() {
		scan("bakery");
		scan("croissant");
		assertThat(sync.sync(target(), Duration.ZERO).failures()).isEmpty();
		List<String> storedBefore = storedScanKeys();
		assertThat(storedBefore).hasSize(2);
		scan("sourdough");
		fault = simulator.faults().on(SCAN_LISTING).forAccount(account.id()).status(503);
		int callsBefore = simulator.calls().count(SCAN_LISTING, account.id());

		SyncResult failed = sync.sync(target(), Duration.ZERO);

		assertThat(failed.failures()).containsOnlyKeys(ReportType.SCAN);
		assertThat(failed.failures().get(ReportType.SCAN)).contains("internal error (HTTP 503)")
			.contains("after 3 retries");
		assertThat(simulator.calls().count(SCAN_LISTING, account.id()) - callsBefore).as("one read, three retries")
			.isEqualTo(4);
		assertThat(storedScanKeys()).containsExactlyInAnyOrderElementsOf(storedBefore);

		simulator.faults().remove(fault);
		SyncResult next = sync.sync(target(), Duration.ZERO);

		assertThat(next.failures()).isEmpty();
		assertThat(next.stored(ReportType.SCAN)).isEqualTo(1);
		assertThat(storedScanKeys()).hasSize(3).containsAll(storedBefore);
	}

	private void scan(String keyword) {
		client.scans()
			.run(tenant.workspace(), Lane.BACKGROUND,
					new ScanRequest(new PlaceId(DemoData.BLUE_BOTTLE_DIVISION), Keyword.of(keyword),
							LatLng.of("45.504812", "-122.629771"), GridSize.forScan(3), Radius.of("2"), Measurement.MI,
							Platform.GOOGLE, false, false));
	}

	private SyncTarget target() {
		return new SyncTarget(tenant.agency(), tenant.workspace());
	}

	private List<String> storedScanKeys() {
		return db.select(REPORT.REPORT_KEY)
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.and(REPORT.TYPE.eq(ReportType.SCAN.name()))
			.fetch(REPORT.REPORT_KEY);
	}

}

package app.locus.scans;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;

import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import app.locus.reports.SyncTarget;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The scan ledger through the real gateway against a real fault of the simulator mounted
 * at /sim: the connection drops after the service ran (and charged) the scan.
 */
@IntegrationTest
class ScanLedgerThroughSimulatorTest {

	private static final long CREDITS = 1_000;

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	ScanService scans;

	@Autowired
	ScanReconciliation reconciliation;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithItsOwnSimulatorAccount() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Ledger test", CREDITS,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_scan_whose_answer_is_lost_after_the_service_ran_it_is_unknown_spent_once_and_settled_from_the_listing() {
		simulator.faults().on("/v2/run-scan").forAccount(account.id()).times(1).resetAfterHandling();
		ScanInput input = ScanInput.google(DemoData.BLUE_BOTTLE_DIVISION, LatLng.of("45.504812", "-122.629771"),
				"sourdough bakery", new BigDecimal("3"), Measurement.MI);

		Submission submitted = scans.submit(tenant.workspace(), input, false);

		assertThat(submitted.status()).isEqualTo(SubmissionStatus.UNKNOWN);
		assertThat(submitted.reportKey()).isNull();
		assertThat(runScanCalls()).as("the ambiguous run-scan is not sent again").isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(49);
		assertThat(account.balance()).isEqualTo(CREDITS - 49);

		List<Reconciliation> settled = reconciliation.reconcile(new SyncTarget(tenant.agency(), tenant.workspace()));

		assertThat(settled).singleElement().satisfies(result -> {
			assertThat(result.outcome()).isEqualTo(Reconciliation.Outcome.SETTLED);
			assertThat(result.submission().id()).isEqualTo(submitted.id());
			assertThat(result.submission().status()).isEqualTo(SubmissionStatus.COMPLETE);
			assertThat(result.submission().reportKey()).isNotBlank();
		});
		assertThat(scans.submission(tenant.workspace(), submitted.id()).reportKey())
			.isEqualTo(settled.get(0).submission().reportKey());
		assertThat(runScanCalls()).as("settling sends nothing again").isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(49);
	}

	private int runScanCalls() {
		return simulator.calls().count("/v2/run-scan", account.id());
	}

}

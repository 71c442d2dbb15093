package app.locus.credits;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

import app.locus.credits.repository.SnapshotRepository;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The snapshot round through the real gateway against the simulator at /sim, with the
 * cluster-wide ShedLock on the shared database.
 */
@IntegrationTest
class SnapshotTakerOverHttpTest {

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	SnapshotTaker taker;

	@Autowired
	SnapshotRepository snapshots;

	@Autowired
	LockProvider locks;

	@Autowired
	Clock clock;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithItsOwnSimulatorAccount() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Snapshot test", 1_234,
				DemoData.BLUE_BOTTLE_ALBERTA);
		tenant = simulated.tenant();
		account = simulated.account();
		TenantFixture.signOut();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_round_stores_one_snapshot_per_workspace_with_the_accounts_numbers() {
		SnapshotTaker.Round round = taker.takeAll(Duration.ZERO);

		assertThat(round.ran()).isTrue();
		assertThat(round.taken()).isPositive();
		assertThat(snapshots.count(tenant.agency(), tenant.workspace())).isEqualTo(1);
		AccountSnapshot snapshot = snapshots.latest(tenant.agency(), tenant.workspace()).orElseThrow();
		assertThat(snapshot.balance()).isEqualTo(1_234);
		assertThat(snapshot.origin()).isEqualTo(AccountSnapshot.Origin.SCHEDULE);
		assertThat(snapshot.renewalDate()).isNotNull();
		assertThat(snapshot.plan()).isNotBlank();
		assertThat(snapshot.periodStart()).isNotNull();
		// the holder the service names, which every key of the account shares (DD151)
		assertThat(snapshot.accountHolder()).isEqualTo(account.userId());
	}

	@Test
	void while_another_node_holds_the_round_nobody_else_takes_it() {
		Optional<SimpleLock> otherNode = locks
			.lock(new LockConfiguration(clock.instant(), SnapshotTaker.LOCK, Duration.ofMinutes(1), Duration.ZERO));
		assertThat(otherNode).as("the test takes the lock as another node would").isPresent();
		try {
			SnapshotTaker.Round round = taker.takeAll(Duration.ZERO);

			assertThat(round.ran()).isFalse();
			assertThat(snapshots.count(tenant.agency(), tenant.workspace())).isZero();
		}
		finally {
			otherNode.get().unlock();
		}
		assertThat(taker.takeAll(Duration.ZERO).ran()).isTrue();
		assertThat(snapshots.count(tenant.agency(), tenant.workspace())).isEqualTo(1);
	}

	@Test
	void a_workspace_whose_key_is_refused_is_skipped_and_the_others_still_get_their_snapshot() {
		SimulatedTenant refused = SimulatedTenant.create(db, simulator, keys, "Refused key", 500,
				DemoData.BLUE_BOTTLE_ALBERTA);
		refused.account().revokeKey(refused.account().key());
		TenantFixture.signOut();

		SnapshotTaker.Round round = taker.takeAll(Duration.ZERO);

		assertThat(round.failed()).isPositive();
		assertThat(snapshots.count(refused.tenant().agency(), refused.tenant().workspace())).isZero();
		assertThat(snapshots.count(tenant.agency(), tenant.workspace())).isEqualTo(1);
	}

}

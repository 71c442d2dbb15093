package app.locus.sync;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.GBP_PROPOSAL;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import app.locus.autoscans.AutoscanService;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.Proposal;
import app.locus.businessprofile.WriteOutcome;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.SyncTarget;
import app.locus.scans.ScanInput;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.scans.SubmissionStatus;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.simulator.faults.FaultRule;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The one workspace sync job against the simulator over real HTTP. */
@IntegrationTest
class WorkspaceSyncTest {

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	WorkspaceSync sync;

	@Autowired
	AutoscanService autoscans;

	@Autowired
	ScanService scans;

	@Autowired
	LockProvider locks;

	@Autowired
	BusinessProfileService profiles;

	@Autowired
	ClientApprovalService approvals;

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	private SimulatedTenant tenantWithOneScheduledScan(String name) {
		SimulatedTenant tenant = SimulatedTenant.create(db, simulator, keys, name, 1_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant.account()
			.scheduleScan(name, DemoData.BLUE_BOTTLE_DIVISION, "coffee", 7, "google", "weekly",
					Instant.now().truncatedTo(ChronoUnit.HOURS).plus(Duration.ofDays(2)), false);
		return tenant;
	}

	private static SyncTarget target(SimulatedTenant tenant) {
		return new SyncTarget(tenant.tenant().agency(), tenant.tenant().workspace());
	}

	private int storedScheduledScans(SimulatedTenant tenant) {
		TenantFixture.signIn(tenant.tenant().admin());
		return autoscans.stored(tenant.tenant().workspace()).size();
	}

	@Test
	void a_round_stores_reports_campaigns_and_scheduled_scans_of_each_workspace() {
		SimulatedTenant tenant = tenantWithOneScheduledScan("Sync round");

		SyncRound round = sync.run(List.of(target(tenant)), Duration.ZERO);

		assertThat(round.ran()).isTrue();
		assertThat(round.failures()).isEmpty();
		assertThat(storedScheduledScans(tenant)).isEqualTo(1);
		assertThat(simulator.calls().count("/v1/reports", tenant.account().id())).isPositive();
		assertThat(simulator.calls().count("/v1/campaigns", tenant.account().id())).isPositive();
	}

	@Test
	void a_round_settles_a_scan_whose_answer_was_lost_without_sending_it_again() {
		SimulatedTenant tenant = SimulatedTenant.create(db, simulator, keys, "Lost answer", 1_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		simulator.faults().on("/v2/run-scan").forAccount(tenant.account().id()).times(1).resetAfterHandling();
		TenantFixture.signIn(tenant.tenant().manager());
		Submission lost = scans.submit(tenant.tenant().workspace(), sourdoughScan(), false);
		Submission old = scans.submit(tenant.tenant().workspace(), sourdoughScan(), true);
		TenantFixture.signOut();
		assertThat(lost.status()).isEqualTo(SubmissionStatus.UNKNOWN);
		db.update(SCAN_SUBMISSION)
			.set(SCAN_SUBMISSION.STATUS, SubmissionStatus.UNKNOWN.name())
			.setNull(SCAN_SUBMISSION.REPORT_KEY)
			.set(SCAN_SUBMISSION.CREATED_AT, LocalDateTime.now(ZoneOffset.UTC).minusDays(2))
			.where(SCAN_SUBMISSION.ID.eq(old.id().value()))
			.execute();

		SyncRound round = sync.run(List.of(target(tenant)), Duration.ZERO);

		assertThat(round.failures()).isEmpty();
		TenantFixture.signIn(tenant.tenant().admin());
		Submission settled = scans.submission(tenant.tenant().workspace(), lost.id());
		assertThat(settled.status()).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(settled.reportKey()).isNotBlank();
		assertThat(scans.submission(tenant.tenant().workspace(), old.id()).status())
			.as("older than a day: left to a person")
			.isEqualTo(SubmissionStatus.UNKNOWN);
		assertThat(simulator.calls().count("/v2/run-scan", tenant.account().id())).isEqualTo(2);
	}

	private static ScanInput sourdoughScan() {
		return ScanInput.google(DemoData.BLUE_BOTTLE_DIVISION, LatLng.of("45.504812", "-122.629771"),
				"sourdough bakery", new BigDecimal("3"), Measurement.MI);
	}

	@Test
	void a_round_while_another_holds_the_lock_does_nothing() {
		SimulatedTenant tenant = tenantWithOneScheduledScan("Sync locked");
		Optional<SimpleLock> held = locks
			.lock(new LockConfiguration(Instant.now(), WorkspaceSync.LOCK, Duration.ofMinutes(5), Duration.ZERO));
		assertThat(held).isPresent();
		try {
			// Saving the tenant's key asked the service once (DD117); the round adds
			// nothing.
			int callsBefore = simulator.calls().countForAccount(tenant.account().id());
			SyncRound round = sync.run(List.of(target(tenant)), Duration.ZERO);

			assertThat(round.ran()).isFalse();
			assertThat(simulator.calls().countForAccount(tenant.account().id())).isEqualTo(callsBefore);
		}
		finally {
			held.get().unlock();
		}
		assertThat(sync.run(List.of(target(tenant)), Duration.ZERO).ran()).isTrue();
	}

	@Test
	void of_two_rounds_started_together_only_one_runs() throws Exception {
		SimulatedTenant tenant = tenantWithOneScheduledScan("Sync concurrent");
		// the first call of the round waits a moment, so the round holds the lock while
		// the other starts
		FaultRule slow = simulator.faults()
			.on("/v1/reports")
			.forAccount(tenant.account().id())
			.times(1)
			.latency(Duration.ofMillis(1500));
		ExecutorService pool = Executors.newFixedThreadPool(2);
		try {
			CountDownLatch start = new CountDownLatch(1);
			List<Future<SyncRound>> rounds = List.of(pool.submit(() -> {
				start.await();
				return sync.run(List.of(target(tenant)), Duration.ZERO);
			}), pool.submit(() -> {
				start.await();
				return sync.run(List.of(target(tenant)), Duration.ZERO);
			}));
			start.countDown();

			assertThat(rounds.stream().map(WorkspaceSyncTest::finished).map(SyncRound::ran))
				.containsExactlyInAnyOrder(true, false);
			assertThat(simulator.calls().count("/v1/autoscans", tenant.account().id())).isEqualTo(1);
		}
		finally {
			pool.shutdownNow();
			simulator.faults().remove(slow);
		}
	}

	@Test
	void a_workspace_that_fails_does_not_stop_the_others() {
		SimulatedTenant refused = tenantWithOneScheduledScan("Sync refused key");
		refused.account().revokeKey(refused.account().key());
		SimulatedTenant broken = tenantWithOneScheduledScan("Sync broken listing");
		FaultRule badListing = simulator.faults().on("/v1/autoscans").forAccount(broken.account().id()).status(400);
		SimulatedTenant healthy = tenantWithOneScheduledScan("Sync healthy");
		TenantFixture.signOut();
		try {
			SyncRound round = sync.run(List.of(target(refused), target(broken), target(healthy)), Duration.ZERO);

			assertThat(round.ran()).isTrue();
			assertThat(round.visited()).isEqualTo(3);
			assertThat(round.failures()).containsOnlyKeys(refused.tenant().workspace(), broken.tenant().workspace());
			assertThat(round.failures().get(broken.tenant().workspace())).containsOnlyKeys("autoscans");
			assertThat(storedScheduledScans(healthy)).isEqualTo(1);
			assertThat(storedScheduledScans(broken)).isZero();
		}
		finally {
			simulator.faults().remove(badListing);
		}
	}

	/**
	 * What a node killed after a client's approved change reached the profile leaves
	 * (DD193): the proposal {@code SENDING}, its claim an hour old, no outcome. The
	 * round's proposals step reads the profile and settles it approved, and sends nothing
	 * again.
	 */
	@Test
	void a_round_settles_a_proposal_a_stopped_node_left_sending_from_the_profile_without_sending_it_again() {
		Tenant tenant = new TenantFixture(db).tenant();
		AccountHandle account = simulator.createAccount("Stalled proposal", 1_000);
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, true);
		TenantFixture.signIn(tenant.admin());
		keys.add(tenant.workspace(), "Simulator", account.key(), null);
		TenantFixture.signIn(tenant.manager());
		WriteOutcome created = profiles.apply(tenant.workspace(), DemoData.BLUE_BOTTLE_DIVISION,
				new ProfileChange.CreatePost("Fresh bread daily"), null, null);
		String post = ((WriteOutcome.Sent) created).createdId();
		TenantFixture.signIn(tenant.admin());
		approvals.setRequiresApproval(tenant.workspace(), true);
		TenantFixture.signIn(tenant.manager());
		Proposal proposal = ((WriteOutcome.Proposed) profiles.apply(tenant.workspace(), DemoData.BLUE_BOTTLE_DIVISION,
				new ProfileChange.UpdatePost(post, "Rye bread on Fridays"), null, null))
			.proposal();
		TenantFixture.signIn(tenant.viewer());
		approvals.approve(tenant.workspace(), proposal.id(), null, null);
		TenantFixture.signOut();
		db.update(GBP_PROPOSAL)
			.set(GBP_PROPOSAL.STATUS, Proposal.Status.SENDING.name())
			.set(GBP_PROPOSAL.DECIDED_AT, LocalDateTime.now(ZoneOffset.UTC).minusHours(1))
			.where(GBP_PROPOSAL.ID.eq(proposal.id()))
			.execute();

		SyncRound round = sync.run(List.of(new SyncTarget(tenant.agency(), tenant.workspace())), Duration.ZERO);

		assertThat(round.failures()).isEmpty();
		assertThat(db.select(GBP_PROPOSAL.STATUS)
			.from(GBP_PROPOSAL)
			.where(GBP_PROPOSAL.ID.eq(proposal.id()))
			.fetchSingle(GBP_PROPOSAL.STATUS)).isEqualTo(Proposal.Status.APPROVED.name());
		assertThat(db.fetchCount(AUDIT_EVENT, AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value())
			.and(AUDIT_EVENT.ACTION.eq("gbp.proposal.recovered")))).isEqualTo(1);
		assertThat(simulator.calls().count("/v2/gbp/update-post", account.id())).as("sent once, never again")
			.isEqualTo(1);
	}

	/** The value of a finished round; the test fails on its exception. */
	private static SyncRound finished(Future<SyncRound> round) {
		try {
			return round.get();
		}
		catch (Exception ex) {
			throw new AssertionError(ex);
		}
	}

}

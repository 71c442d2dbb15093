package app.locus.faults;

import static org.awaitility.Awaitility.await;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.reports.SyncTarget;
import app.locus.support.TestDatabase;
import app.locus.sync.SyncRound;
import app.locus.sync.WorkspaceSync;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.base.Role;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.simulator.Simulator;
import app.locus.simulator.SimulatorServer;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.provider.jdbctemplate.JdbcTemplateLockProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * The workspace sync's lock when the database goes away in the middle of a round (issue
 * 16, DD128). A node reaches the test database through a loopback relay the test cuts and
 * restores ({@link CuttableLink}); "another node" is a second set of leased locks in this
 * JVM on a direct connection, signed with a name of its own. Before, a lock that could
 * not be released kept every node's rounds out for {@code lock-at-most} (30 minutes); now
 * it is released when the database is back or lapses within one lease, and two holders
 * still never overlap. The times measured are logged ("MEASURED").
 */
class SyncLockOutageTest {

	private static final Logger log = LoggerFactory.getLogger(SyncLockOutageTest.class);

	private static final String ROUND_LOCK = "workspace-sync";

	/** The node's lease: renewed every 2 s, trusted for 4.5 s after a renewal. */
	private static final Duration LEASE = Duration.ofSeconds(6);

	/** What a wait for the lock may take beyond one lease: the pool reconnecting. */
	private static final Duration SLACK = Duration.ofSeconds(30);

	private static final Duration CONNECTION_WAIT = Duration.ofMillis(1500);

	private static CuttableLink link;

	private static SimulatorServer upstream;

	private static FaultNode node;

	private static LeasedLocks otherNode;

	private static ExecutorService background;

	private TestAgency agency;

	@BeforeAll
	static void startNodeBehindTheLink() throws Exception {
		link = CuttableLink.to(TestDatabase.url());
		upstream = SimulatorServer.start(0,
				Simulator.builder().clock(Clock.systemUTC()).scanDelay(Duration.ZERO).build());
		node = FaultNode.start(
				new FaultNode.Database(link.through(TestDatabase.url()), TestDatabase.user(), TestDatabase.password()),
				upstream.baseUrl(), "--locus.sync.lock-lease=" + LEASE,
				"--locus.db.connection-timeout=" + CONNECTION_WAIT);
		otherNode = new LeasedLocks(otherNodesLocks(), Clock.systemUTC(), LEASE);
		background = Executors.newCachedThreadPool();
	}

	@AfterAll
	static void stopEverything() throws Exception {
		for (AutoCloseable part : new AutoCloseable[] { background == null ? null : background::shutdownNow,
				otherNode == null ? null : otherNode::destroy, node, upstream, link }) {
			if (part != null) {
				part.close();
			}
		}
	}

	@AfterEach
	void linkBackAndSignedOut() {
		link.restore();
		TestTenants.signOut();
	}

	@Test
	void after_an_outage_in_the_middle_of_a_round_the_next_round_succeeds_within_a_lease_of_the_database_coming_back()
			throws Exception {
		SyncedWorkspace synced = keyedWorkspace("Outage round");
		SyncTarget target = target(synced);
		// made at the service before the round; the round cannot store them, the database
		// being away
		List<String> scans = synced.scansAtTheService("coffee", "espresso");
		holdTheScanListing(synced, Duration.ofSeconds(3));
		Map<String, Integer> before = synced.calls();

		Future<SyncRound> interrupted = background.submit(() -> round(target));
		awaitScanListingAsked(synced, before, interrupted);
		link.cut();
		SyncRound failed = interrupted.get(2, TimeUnit.MINUTES);
		assertThat(failed.ran()).isTrue();
		assertThat(failed.failures()).as("the round lost the database").containsKey(synced.workspace());

		long back = System.nanoTime();
		link.restore();
		AtomicReference<SyncRound> next = new AtomicReference<>();
		await("a round that runs without failures once the database is back").pollInSameThread()
			.atMost(LEASE.plus(SLACK))
			.until(() -> {
				next.set(attempt(() -> round(target)));
				return next.get() != null && next.get().ran() && next.get().failures().isEmpty();
			});
		Duration took = Duration.ofNanos(System.nanoTime() - back);
		log.info("MEASURED database back -> next successful sync round: {} ms (lease {}, old lock time 30 min)",
				took.toMillis(), LEASE);

		assertThat(synced.storedReports()).as("the round after the outage stored what the cut one could not")
			.contains(SyncedWorkspace.asScans(scans));
	}

	@Test
	void a_lock_its_holder_could_not_release_while_the_database_was_away_is_released_once_it_is_back() {
		// a lease far longer than the test may wait: only the release frees it in time
		LeasedLocks longLeases = new LeasedLocks(node.bean(LockProvider.class), Clock.systemUTC(),
				Duration.ofMinutes(5));
		try {
			Lease held = longLeases.take("outage-release-probe", Duration.ZERO).orElseThrow();
			link.cut();
			held.close();
			assertThat(takenByTheOtherNode("outage-release-probe")).as("still the holder's while away").isEmpty();

			long back = System.nanoTime();
			link.restore();
			AtomicReference<Optional<Lease>> taken = new AtomicReference<>(Optional.empty());
			await("the other node takes the lock the holder released").pollInSameThread().atMost(SLACK).until(() -> {
				taken.set(takenByTheOtherNode("outage-release-probe"));
				return taken.get().isPresent();
			});
			log.info("MEASURED database back -> unreleased lock free: {} ms (lease 5 min)",
					Duration.ofNanos(System.nanoTime() - back).toMillis());
			taken.get().get().close();
		}
		finally {
			longLeases.destroy();
		}
	}

	@Test
	void a_round_that_outlasts_its_lease_keeps_the_other_node_out_while_it_runs() throws Exception {
		SyncedWorkspace synced = keyedWorkspace("Long round");
		holdTheScanListing(synced, LEASE.multipliedBy(3));
		Map<String, Integer> before = synced.calls();

		Future<SyncRound> longRound = background.submit(() -> round(target(synced)));
		awaitScanListingAsked(synced, before, longRound);
		long watchUntil = System.nanoTime() + LEASE.multipliedBy(2).toNanos();
		AtomicInteger overlaps = new AtomicInteger();
		// for two leases, while the round surely still waits on the service, the other
		// node
		// keeps trying to take the lock
		await("two leases passed with the round running").pollInSameThread()
			.atMost(LEASE.multipliedBy(2).plus(SLACK))
			.until(() -> {
				takenByTheOtherNode(ROUND_LOCK).ifPresent(lease -> {
					overlaps.incrementAndGet();
					lease.close();
				});
				return System.nanoTime() > watchUntil;
			});

		assertThat(overlaps).as("times the other node got the lock while the round ran").hasValue(0);
		assertThat(longRound).as("the round still waits on the service").isNotDone();
		assertThat(longRound.get(2, TimeUnit.MINUTES).ran()).isTrue();
		assertThat(longRound.get().failures()).isEmpty();
	}

	@Test
	void a_holder_cut_off_from_the_database_is_taken_over_within_a_lease_and_does_nothing_more() throws Exception {
		SyncedWorkspace cutOff = keyedWorkspace("Cut off");
		SyncedWorkspace next = keyedWorkspace("Next in the round");
		holdTheScanListing(cutOff, Duration.ofSeconds(20));
		Map<String, Integer> before = cutOff.calls();
		Map<String, Integer> nextBefore = next.calls();
		Set<String> storedBefore = cutOff.storedReports();

		Future<SyncRound> cutRound = background.submit(() -> round(target(cutOff), target(next)));
		awaitScanListingAsked(cutOff, before, cutRound);
		link.cut();
		long cutAt = System.nanoTime();
		AtomicReference<Optional<Lease>> takeover = new AtomicReference<>(Optional.empty());
		await("the other node takes the round's lock over").pollInSameThread().atMost(LEASE.plus(SLACK)).until(() -> {
			takeover.set(takenByTheOtherNode(ROUND_LOCK));
			return takeover.get().isPresent();
		});
		log.info("MEASURED cut off holder -> lock taken over: {} ms (lease {})",
				Duration.ofNanos(System.nanoTime() - cutAt).toMillis(), LEASE);
		try (Lease taken = takeover.get().get()) {
			link.restore();
			SyncRound stopped = cutRound.get(2, TimeUnit.MINUTES);

			assertThat(stopped.ran()).isTrue();
			assertThat(stopped.visited()).as("the round stopped in the workspace it was cut off in").isEqualTo(1);
			assertThat(next.since(nextBefore)).as("the next workspace was not synced under a lapsed lock").isEmpty();
			assertThat(cutOff.storedReports()).as("nothing written under a lapsed lock").isEqualTo(storedBefore);
			assertThat(taken.held()).as("the other node's lease is renewed").isTrue();
			assertThat(round(target(next)).ran()).as("the lapsed holder did not release the new holder's lock")
				.isFalse();
		}
	}

	private SyncedWorkspace keyedWorkspace(String name) {
		if (agency == null) {
			agency = new TestTenants(node.bean(AgencyProvisioning.class)).agency();
		}
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		try {
			return SyncedWorkspace.keyed(node, upstream.simulator(), agency.workspace(name));
		}
		finally {
			TestTenants.signOut();
		}
	}

	private SyncTarget target(SyncedWorkspace synced) {
		return new SyncTarget(agency.id(), synced.workspace());
	}

	private static SyncRound round(SyncTarget... targets) {
		return node.bean(WorkspaceSync.class).run(List.of(targets), Duration.ZERO);
	}

	private static void holdTheScanListing(SyncedWorkspace synced, Duration held) {
		upstream.simulator().faults().on("/v1/reports").forAccount(synced.account().id()).times(1).latency(held);
	}

	private static void awaitScanListingAsked(SyncedWorkspace synced, Map<String, Integer> before,
			Future<SyncRound> round) {
		await("the round asked for the scan listing").pollInSameThread()
			.atMost(Duration.ofSeconds(30))
			.until(() -> synced.since(before).containsKey("/v1/reports") || round.isDone());
		assertThat(round).as("the round waits on the service").isNotDone();
	}

	private static Optional<Lease> takenByTheOtherNode(String name) {
		return otherNode.take(name, Duration.ZERO);
	}

	/** A round, or null when it could not start (the pool still reconnecting). */
	private static SyncRound attempt(Supplier<SyncRound> round) {
		try {
			return round.get();
		}
		catch (RuntimeException stillAway) {
			log.debug("No round yet", stillAway);
			return null;
		}
	}

	private static LockProvider otherNodesLocks() {
		return new JdbcTemplateLockProvider(JdbcTemplateLockProvider.Configuration.builder()
			.withJdbcTemplate(new JdbcTemplate(
					new DriverManagerDataSource(TestDatabase.url(), TestDatabase.user(), TestDatabase.password())))
			.withLockedByValue("the other node")
			.usingDbTime()
			.build());
	}

}

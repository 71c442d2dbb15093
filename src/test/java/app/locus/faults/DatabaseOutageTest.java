package app.locus.faults;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.db.EmbeddedMariaDb;
import app.locus.reports.SyncTarget;
import app.locus.scans.ScanNotRecordedException;
import app.locus.scans.ScanNotSentException;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.scans.SubmissionStatus;
import app.locus.security.LocusUser;
import app.locus.sync.SyncRound;
import app.locus.sync.WorkspaceSync;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.Simulator;
import app.locus.simulator.SimulatorServer;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The database stops under a running node and comes back (issue 8, DD091): a node of its
 * own on a MariaDB of its own, which the tests stop and start again on the same data
 * directory and port, calling a simulator on its own socket over real HTTP. The node's
 * pool waits {@link #CONNECTION_WAIT} for a connection instead of Hikari's 30 s, so that
 * an outage outlasts the wait without making the tests slow; a shorter outage is simply
 * waited out.
 */
class DatabaseOutageTest {

	private static final Duration CONNECTION_WAIT = Duration.ofMillis(1500);

	/**
	 * How long the simulator holds the answer the node waits on when the database stops.
	 */
	private static final Duration HELD = Duration.ofSeconds(6);

	/**
	 * The lease of the node's sync locks: a lock it could not release lapses this long
	 * after its last renewal.
	 */
	private static final Duration LEASE = Duration.ofSeconds(5);

	private static Path dataDir;

	private static EmbeddedMariaDb database;

	private static SimulatorServer upstream;

	private static FaultNode node;

	private static ExecutorService background;

	private boolean stopped;

	private TestAgency agency;

	private WorkspaceId workspace;

	private LocusUser admin;

	private AccountHandle account;

	private SyncedWorkspace synced;

	@BeforeAll
	static void startDatabaseUpstreamAndNode() throws Exception {
		dataDir = Files.createTempDirectory("locus-outage-db");
		database = EmbeddedMariaDb.start(dataDir, "locus_outage");
		upstream = SimulatorServer.start(0,
				Simulator.builder().clock(Clock.systemUTC()).scanDelay(Duration.ZERO).build());
		node = FaultNode.start(
				new FaultNode.Database(database.jdbcUrl("locus_outage"), database.user(), database.password()),
				upstream.baseUrl(), "--locus.sync.lock-lease=" + LEASE, "--locus.scans.stalled-after=PT1S",
				"--locus.db.connection-timeout=" + CONNECTION_WAIT);
		background = Executors.newCachedThreadPool();
	}

	@AfterAll
	static void stopEverything() {
		for (AutoCloseable part : new AutoCloseable[] { background == null ? null : background::shutdownNow, node,
				upstream, database }) {
			try {
				if (part != null) {
					part.close();
				}
			}
			catch (Exception ex) {
				// the others still stop
			}
		}
		deleteQuietly(dataDir);
	}

	void tenant(String name) {
		agency = new TestTenants(node.bean(AgencyProvisioning.class)).agency();
		workspace = agency.workspace(name);
		admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);
		synced = SyncedWorkspace.keyed(node, upstream.simulator(), workspace);
		account = synced.account();
	}

	@AfterEach
	void databaseBackAndSignedOut() {
		if (stopped) {
			startDatabase();
		}
		TestTenants.signOut();
	}

	@Test
	void a_sync_round_the_database_leaves_mid_way_records_failures_loses_nothing_and_the_next_round_completes()
			throws Exception {
		tenant("Outage sync");
		SyncTarget target = new SyncTarget(agency.id(), workspace);
		List<String> firstScans = synced.scansAtTheService("coffee", "cold brew");
		Map<String, Integer> before = synced.calls();
		SyncRound first = sync(target);
		Map<String, Integer> firstRound = synced.since(before);
		assertThat(first.failures()).isEmpty();
		Set<String> storedBefore = synced.storedReports();
		assertThat(storedBefore).contains(SyncedWorkspace.asScans(firstScans));
		List<String> laterScans = synced.scansAtTheService("espresso", "flat white");
		upstream.simulator().faults().on("/v1/reports").forAccount(account.id()).times(1).latency(HELD);
		before = synced.calls();

		Future<SyncRound> interrupted = background
			.submit(() -> node.bean(WorkspaceSync.class).run(List.of(target), Duration.ZERO));
		Map<String, Integer> quiet = before;
		await("the scan listing reached the service").atMost(Duration.ofSeconds(30))
			.until(() -> synced.since(quiet).containsKey("/v1/reports") || interrupted.isDone());
		assertThat(interrupted).as("the round waits on the service").isNotDone();
		stopDatabase();
		SyncRound failed = interrupted.get(2, TimeUnit.MINUTES);

		assertThat(failed.ran()).isTrue();
		assertThat(failed.failures()).containsOnlyKeys(workspace);
		assertThat(failed.failures().get(workspace)).as("what the round recorded").containsKey("reports");
		assertThat(synced.since(before)).as("nothing more is sent while the database is away")
			.isEqualTo(Map.of("/v1/reports", 1));

		startDatabase();
		assertThat(synced.storedReports()).as("what was stored before is all there, nothing half-written")
			.isEqualTo(storedBefore);
		synced.awaitSyncLocksEnded(LEASE.plusSeconds(30));
		before = synced.calls();
		SyncRound next = sync(target);

		assertThat(next.failures()).isEmpty();
		assertThat(synced.storedReports()).containsAll(storedBefore).contains(SyncedWorkspace.asScans(laterScans));
		assertThat(synced.since(before)).as("the round after the outage reads what a round reads, once")
			.isEqualTo(firstRound)
			.allSatisfy((path, count) -> assertThat(path).startsWith("/v1/"));
	}

	@Test
	void a_scan_whose_answer_arrives_while_the_database_is_away_is_reported_sent_and_settled_once_it_is_back()
			throws Exception {
		tenant("Outage scan");
		upstream.simulator().faults().on("/v2/run-scan").forAccount(account.id()).times(1).latency(HELD);

		Future<RuntimeException> submitting = background.submit(() -> {
			TestTenants.signIn(admin);
			try {
				scans().submit(workspace, SyncedWorkspace.scanInput(), false);
				return null;
			}
			catch (RuntimeException ex) {
				return ex;
			}
			finally {
				TestTenants.signOut();
			}
		});
		await("the service ran (and charged) the scan").atMost(Duration.ofSeconds(30))
			.until(() -> synced.runScans() == 1);
		stopDatabase();
		RuntimeException failure = submitting.get(2, TimeUnit.MINUTES);

		assertThat(failure).isInstanceOf(ScanNotRecordedException.class)
			.hasMessageContaining("The scan was sent to the service")
			.hasMessageContaining("will not send it again");
		assertThat(account.creditsSpent()).isEqualTo(49);

		startDatabase();
		Submission open = scans().submission(workspace, ((ScanNotRecordedException) failure).submission());
		assertThat(open.status()).as("left open, not guessed").isEqualTo(SubmissionStatus.SUBMITTING);
		Map<String, Integer> beforeSettling = synced.calls();
		// it counts as stalled one second after it was written (this node's setting); the
		// workspace sync settles it, as in production, once a round gets the lock
		await("the workspace sync found the scan's report").pollInSameThread()
			.atMost(Duration.ofSeconds(60))
			.until(() -> {
				node.bean(WorkspaceSync.class).run(List.of(new SyncTarget(agency.id(), workspace)), Duration.ZERO);
				return scans().submission(workspace, open.id()).status() != SubmissionStatus.SUBMITTING;
			});

		Submission shown = scans().recentSubmissions(workspace).get(0);
		assertThat(shown.id()).isEqualTo(open.id());
		assertThat(shown.status()).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(shown.reportKey()).isNotBlank();
		assertThat(synced.runScans()).as("sent once, never again").isEqualTo(1);
		assertThat(account.creditsSpent()).as("charged once").isEqualTo(49);
		assertThat(synced.since(beforeSettling)).as("settling only reads")
			.containsKey("/v1/reports")
			.allSatisfy((path, count) -> assertThat(path).startsWith("/v1/"));
	}

	@Test
	void a_scan_submitted_while_the_database_is_away_is_not_sent_and_the_person_is_asked_to_try_again() {
		tenant("Outage submit");
		Map<String, Integer> before = synced.calls();
		stopDatabase();

		RuntimeException failure = submitCatching();

		assertThat(failure).isInstanceOf(ScanNotSentException.class)
			.hasMessageContaining("was not sent and no credits were spent")
			.hasMessageContaining("Try again");
		assertThat(synced.since(before)).as("nothing reached the service").isEmpty();
		assertThat(account.creditsSpent()).isZero();

		startDatabase();
		assertThat(scans().submit(workspace, SyncedWorkspace.scanInput(), false).status()).as("trying again works")
			.isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(synced.runScans()).isEqualTo(1);
	}

	private RuntimeException submitCatching() {
		try {
			scans().submit(workspace, SyncedWorkspace.scanInput(), false);
			return null;
		}
		catch (RuntimeException ex) {
			return ex;
		}
	}

	private static ScanService scans() {
		return node.bean(ScanService.class);
	}

	private SyncRound sync(SyncTarget target) {
		SyncRound round = node.bean(WorkspaceSync.class).run(List.of(target), Duration.ZERO);
		assertThat(round.ran()).isTrue();
		return round;
	}

	private void stopDatabase() {
		stopped = true;
		database.close();
	}

	/**
	 * Starts the database again and waits until the node's pool has a connection: Hikari
	 * retries with a growing pause while the database is away, so the first request right
	 * after the restart may still be refused.
	 */
	private void startDatabase() {
		database.restart();
		stopped = false;
		DSLContext db = node.bean(DSLContext.class);
		await("the node's pool reconnected").atMost(Duration.ofSeconds(30))
			.ignoreExceptions()
			.until(() -> db.selectOne().fetchOne() != null);
	}

	private static void deleteQuietly(Path dir) {
		if (dir == null) {
			return;
		}
		try (Stream<Path> paths = Files.walk(dir)) {
			paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
		catch (IOException | UncheckedIOException ex) {
			System.err.println("Could not delete the outage test database in " + dir + ": " + ex.getMessage());
		}
	}

}

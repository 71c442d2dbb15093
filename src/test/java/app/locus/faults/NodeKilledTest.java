package app.locus.faults;

import static app.locus.db.Tables.SCAN_SUBMISSION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import app.locus.base.Role;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignService;
import app.locus.reports.SyncTarget;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.scans.SubmissionStatus;
import app.locus.scans.UnknownSpendService;
import app.locus.security.LocusUser;
import app.locus.support.TestDatabase;
import app.locus.sync.SyncRound;
import app.locus.sync.WorkspaceSync;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.simulator.Simulator;
import app.locus.simulator.SimulatorServer;
import org.awaitility.core.ConditionTimeoutException;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * An app node killed mid-job (issue 8, DD091): a node started as a process of its own
 * ({@link KillableNode}) on the test database, calling a simulator on its own socket,
 * runs a workspace sync round and submits a scan; the simulator holds both answers (the
 * scan is charged first); the node is killed with SIGKILL. A second node in this JVM on
 * the same database then shows what the kill left behind and that it takes over. The
 * takeover test comes before the scan test: it checks that the dead node's lock still
 * holds, and the scan test's sync rounds take the lock once it ended.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class NodeKilledTest {

	/**
	 * The killed node's lock lease: a round of a dead node keeps others out this long.
	 */
	private static final Duration LEASE = Duration.ofSeconds(12);

	private static final String CAMPAIGN_RUN = "/v2/campaigns/run";

	/** Longer than the node lives once the simulator got the calls. */
	private static final Duration HELD = Duration.ofSeconds(90);

	private static SimulatorServer upstream;

	private static FaultNode survivor;

	private static Process killed;

	private static Path killedLog;

	private static TestAgency agency;

	private static LocusUser admin;

	private static SyncedWorkspace synced;

	private static SyncedWorkspace scanned;

	private static SyncedWorkspace campaigned;

	private static Campaign campaign;

	private static Set<String> storedBeforeTheKill;

	private static Map<String, Integer> oneRound;

	private static List<String> scansTheKilledRoundWasToStore;

	private static Map<String, Integer> syncCallsAtTheKill;

	@BeforeAll
	static void startBothNodesAndKillOneMidJob() throws Exception {
		upstream = SimulatorServer.start(0,
				Simulator.builder().clock(Clock.systemUTC()).scanDelay(Duration.ZERO).build());
		// the survivor counts a submission as stalled (its answer lost) after 3 s
		survivor = FaultNode.start(
				new FaultNode.Database(TestDatabase.url(), TestDatabase.user(), TestDatabase.password()),
				upstream.baseUrl(), "--locus.scans.stalled-after=PT3S");
		agency = new TestTenants(survivor.bean(AgencyProvisioning.class)).agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);
		try {
			synced = SyncedWorkspace.keyed(survivor, upstream.simulator(), agency.workspace("Killed sync"));
			scanned = SyncedWorkspace.keyed(survivor, upstream.simulator(), agency.workspace("Killed scan"));
			campaigned = SyncedWorkspace.keyed(survivor, upstream.simulator(), agency.workspace("Killed run"));
			campaign = survivor.bean(CampaignService.class)
				.create(campaigned.workspace(), new CampaignInput("Killed run", List.of(SyncedWorkspace.PLACE),
						List.of("bakery"), 3, "1", "mi", "weekly",
						LocalDate.now(ZoneOffset.UTC).plusDays(7).format(DateTimeFormatter.ofPattern("MM/dd/yyyy")),
						"9:00 AM"));
			synced.scansAtTheService("coffee", "cold brew");
			Map<String, Integer> before = synced.calls();
			assertThat(sync().failures()).isEmpty();
			oneRound = synced.since(before);
			storedBeforeTheKill = synced.storedReports();
			scansTheKilledRoundWasToStore = synced.scansAtTheService("espresso", "flat white");
		}
		finally {
			TestTenants.signOut();
		}
		upstream.simulator().faults().on("/v1/reports").forAccount(synced.account().id()).times(1).latency(HELD);
		upstream.simulator().faults().on("/v2/run-scan").forAccount(scanned.account().id()).times(1).latency(HELD);
		upstream.simulator().faults().on(CAMPAIGN_RUN).forAccount(campaigned.account().id()).times(1).latency(HELD);
		Map<String, Integer> beforeTheKilledRound = synced.calls();

		killed = startKillableNode();
		try {
			await("the killed node's listing, run-scan and campaign run reached the service")
				.atMost(Duration.ofMinutes(3))
				.until(() -> !killed.isAlive() || (synced.since(beforeTheKilledRound).containsKey("/v1/reports")
						&& scanned.runScans() == 1 && campaignRuns() == 1));
		}
		catch (ConditionTimeoutException ex) {
			String log = Files.readString(killedLog);
			throw new AssertionError("listing " + synced.since(beforeTheKilledRound) + ", run-scans "
					+ scanned.runScans() + ", campaign runs " + campaignRuns() + "; the node's log ends: "
					+ log.substring(Math.max(0, log.length() - 4000)), ex);
		}
		assertThat(killed.isAlive()).as("the node runs its jobs; see " + killedLog).isTrue();
		killed.destroyForcibly();
		assertThat(killed.waitFor(30, TimeUnit.SECONDS)).as("the node died").isTrue();
		syncCallsAtTheKill = synced.since(beforeTheKilledRound);
	}

	@AfterAll
	static void stopBothNodes() {
		if (killed != null && killed.isAlive()) {
			killed.destroyForcibly();
		}
		for (AutoCloseable part : new AutoCloseable[] { survivor, upstream }) {
			try {
				if (part != null) {
					part.close();
				}
			}
			catch (Exception ex) {
				// the others still stop
			}
		}
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	@Order(1)
	void a_killed_node_dies_at_once_by_sigkill_with_its_jobs_unfinished() throws IOException {
		assertThat(killed.isAlive()).isFalse();
		assertThat(killed.exitValue()).as("128 + SIGKILL").isEqualTo(137);
		assertThat(Files.readString(killedLog)).contains(KillableNode.READY).doesNotContain("FINISHED ITS JOBS");
	}

	@Test
	@Order(2)
	void the_sync_round_of_a_killed_node_is_taken_over_once_its_lock_ends_with_nothing_lost_and_nothing_written()
			throws Exception {
		assertThat(syncCallsAtTheKill).as("the killed round got as far as the scan listing")
			.isEqualTo(Map.of("/v1/reports", 1));
		Map<String, Integer> before = synced.calls();
		assertThat(survivor.bean(WorkspaceSync.class).run(List.of(target()), Duration.ZERO).ran())
			.as("the dead node's lock still holds")
			.isFalse();
		assertThat(synced.since(before)).as("a skipped round calls nothing").isEmpty();
		assertThat(synced.storedReports()).as("nothing stored is lost").isEqualTo(storedBeforeTheKill);

		synced.awaitSyncLocksEnded(LEASE.plusSeconds(30));
		SyncRound takeover = sync();

		assertThat(takeover.failures()).isEmpty();
		assertThat(synced.storedReports()).containsAll(storedBeforeTheKill)
			.contains(SyncedWorkspace.asScans(scansTheKilledRoundWasToStore));
		assertThat(synced.since(before)).as("the takeover reads what one round reads, once, and writes nothing")
			.isEqualTo(oneRound)
			.allSatisfy((path, count) -> assertThat(path).startsWith("/v1/"));
	}

	@Test
	@Order(3)
	void a_scan_the_killed_node_sent_is_settled_by_the_surviving_nodes_sync_spent_once_and_never_sent_again() {
		TestTenants.signIn(admin);
		ScanService scans = survivor.bean(ScanService.class);
		Submission open = scans.recentSubmissions(scanned.workspace()).get(0);
		assertThat(open.status()).as("the killed node never recorded the answer")
			.isEqualTo(SubmissionStatus.SUBMITTING);
		assertThat(scanned.account().creditsSpent()).as("the service charged it").isEqualTo(49);
		scanned.awaitSyncLocksEnded(LEASE.plusSeconds(30));
		Map<String, Integer> before = scanned.calls();

		// the workspace sync is what settles it in production: rounds until one did
		await("the survivor's workspace sync settled the scan").pollInSameThread()
			.atMost(Duration.ofSeconds(60))
			.until(() -> {
				survivor.bean(WorkspaceSync.class)
					.run(List.of(new SyncTarget(agency.id(), scanned.workspace())), Duration.ZERO);
				return scans.submission(scanned.workspace(), open.id()).status() != SubmissionStatus.SUBMITTING;
			});

		assertThat(scans.recentSubmissions(scanned.workspace())).as("what the person sees in the scan ledger")
			.singleElement()
			.satisfies(shown -> {
				assertThat(shown.id()).isEqualTo(open.id());
				assertThat(shown.status()).isEqualTo(SubmissionStatus.COMPLETE);
				assertThat(shown.reportKey()).isNotBlank();
			});
		assertThat(scanned.runScans()).as("sent once, never again").isEqualTo(1);
		assertThat(scanned.account().creditsSpent()).as("charged once").isEqualTo(49);
		assertThat(scanned.since(before)).as("the sync only reads")
			.allSatisfy((path, count) -> assertThat(path).startsWith("/v1/"));
	}

	@Test
	@Order(4)
	void a_campaign_run_the_killed_node_sent_is_an_unknown_spend_settled_from_the_campaign_reports_never_sent_again() {
		TestTenants.signIn(admin);
		UnknownSpendService unknown = survivor.bean(UnknownSpendService.class);
		long charged = campaigned.account().creditsSpent();
		assertThat(charged).as("the service charged the run").isEqualTo(9);
		await("the killed node's run counts as an unknown spend once it stalled").pollInSameThread()
			.atMost(Duration.ofSeconds(30))
			.until(() -> unknown.count(campaigned.workspace()) == 1);
		assertThat(unknown.list(campaigned.workspace()).spends()).singleElement().satisfies(spend -> {
			assertThat(spend.submission().status()).as("the killed node never recorded the answer")
				.isEqualTo(SubmissionStatus.SUBMITTING);
			assertThat(spend.submission().keyword()).isEqualTo("Killed run");
		});
		campaigned.awaitSyncLocksEnded(LEASE.plusSeconds(30));

		// the workspace sync settles it in production: rounds until one did (the run's
		// report appears once the service finished the run)
		await("the survivor's workspace sync found the run").pollInSameThread()
			.atMost(Duration.ofSeconds(90))
			.until(() -> {
				survivor.bean(WorkspaceSync.class)
					.run(List.of(new SyncTarget(agency.id(), campaigned.workspace())), Duration.ZERO);
				return unknown.count(campaigned.workspace()) == 0;
			});

		assertThat(campaignRuns()).as("sent once, never again").isEqualTo(1);
		assertThat(campaigned.account().creditsSpent()).as("charged once").isEqualTo(charged);
		assertThat(survivor.bean(DSLContext.class)
			.select(SCAN_SUBMISSION.STATUS, SCAN_SUBMISSION.REPORT_KEY)
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(campaigned.workspace().value()))
			.fetchOne()).satisfies(row -> {
				assertThat(row.value1()).isEqualTo("COMPLETE");
				assertThat(row.value2()).isNotBlank();
			});
	}

	private static int campaignRuns() {
		return upstream.simulator().calls().count(CAMPAIGN_RUN, campaigned.account().id());
	}

	private static Process startKillableNode() throws IOException {
		killedLog = Files.createTempFile("locus-killed-node", ".log");
		killedLog.toFile().deleteOnExit();
		List<String> command = new ArrayList<>(List.of(
				Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx384m",
				"-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), KillableNode.class.getName(),
				agency.id().value(), synced.workspace().value(), scanned.workspace().value(), admin.id().value(),
				admin.email(), campaigned.workspace().value(), campaign.id().value()));
		command.addAll(List.of("--server.port=0", "--locus.db.url=" + TestDatabase.url(),
				"--locus.db.user=" + TestDatabase.user(), "--locus.db.password=" + TestDatabase.password(),
				"--locus.upstream.base-url=" + upstream.baseUrl(), "--locus.sync.enabled=false",
				"--spring.jmx.enabled=false", "--locus.sync.lock-lease=" + LEASE));
		return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(killedLog.toFile()).start();
	}

	private static SyncTarget target() {
		return new SyncTarget(agency.id(), synced.workspace());
	}

	private static SyncRound sync() {
		SyncRound round = survivor.bean(WorkspaceSync.class).run(List.of(target()), Duration.ZERO);
		assertThat(round.ran()).isTrue();
		return round;
	}

}

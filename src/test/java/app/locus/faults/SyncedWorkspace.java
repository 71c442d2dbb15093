package app.locus.faults;

import static app.locus.db.Tables.REPORT;
import static org.awaitility.Awaitility.await;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.scans.ScanInput;
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
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.jooq.DSLContext;

/**
 * A workspace of a fault test, its simulator account and what the tests look at: the
 * reports it stored, the calls its account made, the sync locks held for it.
 */
record SyncedWorkspace(FaultNode node, Simulator simulator, WorkspaceId workspace, AccountHandle account) {

	static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	static final LatLng CENTRE = LatLng.of("45.504812", "-122.629771");

	/**
	 * A fresh simulator account with the saved location, its key stored in the workspace
	 * by the signed-in admin.
	 */
	static SyncedWorkspace keyed(FaultNode node, Simulator simulator, WorkspaceId workspace) {
		AccountHandle account = simulator.createAccount("Fault test", 10_000);
		account.saveLocation(PLACE, false);
		node.bean(ApiKeyService.class).add(workspace, "Fault test key", account.key(), null);
		return new SyncedWorkspace(node, simulator, workspace, account);
	}

	/** Scans made at the service directly, so only a sync brings them into Locus. */
	List<String> scansAtTheService(String... keywords) {
		LocalVisibilityClient client = node.bean(LocalVisibilityClient.class);
		return Stream.of(keywords)
			.map(keyword -> client.scans()
				.run(workspace, Lane.INTERACTIVE,
						new ScanRequest(PlaceId.of(PLACE), Keyword.of(keyword), CENTRE, GridSize.forScan(3),
								Radius.of("1"), Measurement.MI, Platform.GOOGLE, false, false))
				.reportKey())
			.toList();
	}

	/** The scan a person submits in these tests: 7 × 7, 49 credits. */
	static ScanInput scanInput() {
		return ScanInput.google(PLACE, CENTRE, "sourdough bakery", new BigDecimal("3"), Measurement.MI);
	}

	/** "TYPE key" of every report the workspace has stored. */
	Set<String> storedReports() {
		return node.bean(DSLContext.class)
			.select(REPORT.TYPE, REPORT.REPORT_KEY)
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.fetchSet(row -> row.value1() + " " + row.value2());
	}

	static String[] asScans(List<String> keys) {
		return keys.stream().map(key -> "SCAN " + key).toArray(String[]::new);
	}

	/** The account's calls so far, per path (report keys in paths as {@code *}). */
	Map<String, Integer> calls() {
		return simulator.calls()
			.all()
			.stream()
			.filter(call -> account.id().equals(call.accountId()))
			.collect(Collectors.toMap(call -> call.path().replaceFirst("^(/v1/[a-z-]+-reports)/.+$", "$1/*"), call -> 1,
					Integer::sum, TreeMap::new));
	}

	/** The calls made since {@code before} was taken, per path. */
	Map<String, Integer> since(Map<String, Integer> before) {
		Map<String, Integer> added = new TreeMap<>();
		calls().forEach((path, count) -> {
			int more = count - before.getOrDefault(path, 0);
			if (more > 0) {
				added.put(path, more);
			}
		});
		return added;
	}

	int runScans() {
		return simulator.calls().count("/v2/run-scan", account.id());
	}

	/**
	 * Waits until the sync locks a round left behind (the round's and the workspace's
	 * report lock) have ended by themselves; taking and releasing one at once succeeds
	 * only then.
	 */
	void awaitSyncLocksEnded(Duration max) {
		LockProvider locks = node.bean(LockProvider.class);
		for (String name : List.of("workspace-sync", "report-sync-" + workspace.value())) {
			await("the lock " + name + " ended").atMost(max).until(() -> {
				var lock = locks.lock(new LockConfiguration(Instant.now(), name, Duration.ofSeconds(5), Duration.ZERO));
				lock.ifPresent(SimpleLock::unlock);
				return lock.isPresent();
			});
		}
	}

}

package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.credits.AccountSnapshot;
import app.locus.credits.repository.SnapshotRepository;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.ReceivedCall;
import app.locus.simulator.SimulatorServer;
import app.locus.support.IntegrationTest;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.gateway.repository.AccountHolderRepository;

import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Two workspaces holding keys of one service account spend one rate limit (DD162): the
 * simulator, which limits per account like the service, never receives more than 5 of
 * their requests in any second and answers no 429, with two gateway nodes saturating both
 * workspaces.
 */
@IntegrationTest
class SharedAccountRateLimitTest {

	private static final int SERVICE_LIMIT_PER_SECOND = 5;

	private static final int CALLERS_PER_NODE_AND_WORKSPACE = 3;

	private static final int CALLS_PER_CALLER = 4;

	@Autowired
	DataSource dataSource;

	@Autowired
	DSLContext db;

	@Autowired
	SnapshotRepository snapshots;

	@Autowired
	AccountHolderRepository holders;

	private final SimulatorServer simulator = SimulatorServer.start(0);

	private final ExecutorService callers = Executors.newCachedThreadPool();

	private final List<GatewayNode> nodes = new ArrayList<>();

	@AfterEach
	void stop() {
		callers.shutdownNow();
		nodes.forEach(GatewayNode::close);
		simulator.close();
	}

	@Test
	void two_workspaces_with_keys_of_one_account_share_its_5_requests_per_second() {
		AccountHandle account = simulator.simulator().createAccount("Shared agency account", 1_000_000);
		Tenant tenant = new TenantFixture(db).tenant();
		WorkspaceId bakery = tenant.workspace();
		WorkspaceId florist = new TenantFixture(db).workspace(tenant.agency());
		Map<WorkspaceId, String> keyOf = Map.of(bakery, account.key(), florist, account.addKey());
		// the holder as the snapshots name it; unique, because every simulator numbers
		// its
		// accounts from acct-1 and the app of this test shares the bucket table
		String holder = account.id() + "-" + WorkspaceId.random();
		for (WorkspaceId workspace : keyOf.keySet()) {
			snapshots.insert(tenant.agency(), workspace, snapshotHeldBy(holder));
		}
		GatewayProperties settings = GatewayProperties.defaults(simulator.baseUrl());
		CredentialSource credentials = ws -> Optional.of(new UpstreamCredential(keyOf.get(ws), "test key"));
		for (int i = 0; i < 2; i++) {
			nodes.add(new GatewayNode(dataSource, settings, credentials,
					new UpstreamAccounts(holders::newestHolder, System::nanoTime), null));
		}

		List<CompletableFuture<Boolean>> calls = new ArrayList<>();
		for (GatewayNode node : nodes) {
			for (WorkspaceId workspace : keyOf.keySet()) {
				for (int i = 0; i < CALLERS_PER_NODE_AND_WORKSPACE; i++) {
					calls.add(CompletableFuture.supplyAsync(() -> callRepeatedly(node, workspace), callers));
				}
			}
		}

		assertThat(calls).allSatisfy(call -> assertThat(call.join()).isTrue());
		assertThat(servedWithinTheLimit(account)).hasSize(2 * 2 * CALLERS_PER_NODE_AND_WORKSPACE * CALLS_PER_CALLER);
	}

	@Test
	void the_key_check_paced_by_the_workspace_is_charged_to_the_account_it_names() {
		AccountHandle account = simulator.simulator().createAccount("New key", 1_000_000);
		WorkspaceId workspace = new TenantFixture(db).tenant().workspace();
		// once checked, the key is stored with the holder its check named (ApiKeyService)
		UpstreamCredential stored = new UpstreamCredential(account.key(), "stored key",
				UpstreamCredential.Scheme.API_KEY, "key-1", account.userId());
		GatewayNode node = new GatewayNode(dataSource, GatewayProperties.defaults(simulator.baseUrl()),
				ws -> Optional.of(stored), new UpstreamAccounts(holders::newestHolder, System::nanoTime), null);
		nodes.add(node);

		assertThat(node.gateway
			.callWith(workspace, Lane.INTERACTIVE,
					UpstreamRequest.read(UpstreamAccounts.ACCOUNT_PATH, FormBody.create()),
					new UpstreamCredential(account.key(), "new key, not stored yet"))
			.success()).isTrue();
		List<CompletableFuture<Boolean>> calls = new ArrayList<>();
		for (int i = 0; i < CALLERS_PER_NODE_AND_WORKSPACE; i++) {
			calls.add(CompletableFuture.supplyAsync(() -> callRepeatedly(node, workspace), callers));
		}

		assertThat(calls).allSatisfy(call -> assertThat(call.join()).isTrue());
		servedWithinTheLimit(account);
	}

	@Test
	void account_answers_in_a_burst_leave_the_workspaces_calls_in_one_bucket() {
		AccountHandle account = simulator.simulator().createAccount("Key stored before holders", 1_000_000);
		WorkspaceId workspace = new TenantFixture(db).tenant().workspace();
		for (int i = 0; i < 2; i++) {
			nodes.add(new GatewayNode(dataSource, GatewayProperties.defaults(simulator.baseUrl()),
					ws -> Optional.of(new UpstreamCredential(account.key(), "key stored without its holder")),
					new UpstreamAccounts(holders::newestHolder, System::nanoTime), null));
		}

		// enough callers that many calls wait for their turn when the first answer comes
		List<CompletableFuture<Boolean>> calls = new ArrayList<>();
		for (GatewayNode node : nodes) {
			for (int i = 0; i < 10; i++) {
				calls.add(CompletableFuture
					.supplyAsync(() -> callRepeatedly(node, workspace, UpstreamAccounts.ACCOUNT_PATH), callers));
			}
		}

		assertThat(calls).allSatisfy(call -> assertThat(call.join()).isTrue());
		servedWithinTheLimit(account);
	}

	/**
	 * The account's calls the service received: all answered 200, at most 5 in any
	 * second.
	 */
	private List<ReceivedCall> servedWithinTheLimit(AccountHandle account) {
		List<ReceivedCall> received = simulator.simulator()
			.calls()
			.all()
			.stream()
			.filter(call -> account.id().equals(call.accountId()))
			.toList();
		assertThat(received).extracting(ReceivedCall::status).containsOnly(200);
		List<Long> arrivals = received.stream().map(ReceivedCall::receivedAtNanos).toList();
		assertThat(SendWindows.busiest(arrivals, Duration.ofSeconds(1)))
			.as("busiest second at the service; gaps in ms: %s", SendWindows.gapsMillis(arrivals))
			.isLessThanOrEqualTo(SERVICE_LIMIT_PER_SECOND);
		return received;
	}

	private static boolean callRepeatedly(GatewayNode node, WorkspaceId workspace) {
		return callRepeatedly(node, workspace, "/v1/locations");
	}

	private static boolean callRepeatedly(GatewayNode node, WorkspaceId workspace, String path) {
		boolean allWorked = true;
		for (int i = 0; i < CALLS_PER_CALLER; i++) {
			allWorked &= node.gateway.call(workspace, Lane.BACKGROUND, UpstreamRequest.read(path, FormBody.create()))
				.success();
		}
		return allWorked;
	}

	private static AccountSnapshot snapshotHeldBy(String holder) {
		return new AccountSnapshot(Instant.now(), AccountSnapshot.Origin.SCHEDULE, null, null, null, null, 1_000L, null,
				null, null, null, null, null, null, holder);
	}

}

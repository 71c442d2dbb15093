package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamRequest;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The account's rate limit holds across nodes: two gateways with their own Bucket4j proxy
 * managers on the same MariaDB, many concurrent callers, and the recorded send times show
 * no 1-second window with more than 5 requests of one account. (The scripted server's
 * arrival times add its own delays in this JVM; the benchmark reports them.) Lanes: an
 * interactive call overtakes the background calls queued before it.
 */
@IntegrationTest
class ClusterRateLimitTest {

	private static final int CALLERS_PER_NODE_AND_ACCOUNT = 12;

	@Autowired
	DataSource dataSource;

	private final ScriptedUpstream upstream = ScriptedUpstream.start();

	private final ExecutorService callers = Executors.newCachedThreadPool();

	private final List<GatewayNode> nodes = new ArrayList<>();

	@AfterEach
	void stop() {
		callers.shutdownNow();
		nodes.forEach(GatewayNode::close);
		upstream.close();
	}

	/** Each workspace has its own key, so the server can tell the accounts apart. */
	private GatewayNode node() {
		GatewayNode node = new GatewayNode(dataSource, GatewayProperties.defaults(upstream.baseUrl()),
				ws -> Optional.of(new UpstreamCredential("key-" + ws.value(), "test key")));
		nodes.add(node);
		return node;
	}

	@Test
	void two_nodes_with_many_callers_never_send_more_than_5_requests_of_an_account_in_any_second() {
		List<GatewayNode> cluster = List.of(node(), node());
		List<WorkspaceId> accounts = List.of(WorkspaceId.random(), WorkspaceId.random());
		List<CompletableFuture<Boolean>> calls = new ArrayList<>();
		for (GatewayNode node : cluster) {
			for (WorkspaceId account : accounts) {
				for (int i = 0; i < CALLERS_PER_NODE_AND_ACCOUNT; i++) {
					Lane lane = i % 4 == 0 ? Lane.INTERACTIVE : Lane.BACKGROUND;
					calls.add(CompletableFuture.supplyAsync(() -> node.gateway
						.call(account, lane, UpstreamRequest.read("/v1/reports/", FormBody.create()))
						.success(), callers));
				}
			}
		}

		assertThat(calls).allSatisfy(call -> assertThat(call.join()).isTrue());
		for (WorkspaceId account : accounts) {
			List<Long> sent = cluster.stream().flatMap(node -> node.sentAt(account).stream()).toList();
			assertThat(sent).hasSize(cluster.size() * CALLERS_PER_NODE_AND_ACCOUNT);
			assertThat(SendWindows.busiest(sent, Duration.ofSeconds(1)))
				.as("busiest second of %s; gaps in ms: %s", account, SendWindows.gapsMillis(sent))
				.isLessThanOrEqualTo(5);
			assertThat(upstream.received())
				.filteredOn(request -> request.fields().get("api_key").equals("key-" + account))
				.hasSize(sent.size());
		}
	}

	@Test
	void an_interactive_call_goes_before_the_background_calls_queued_ahead_of_it() throws Exception {
		GatewayNode node = node();
		WorkspaceId account = WorkspaceId.random();
		int background = 10;
		List<CompletableFuture<?>> calls = new ArrayList<>();
		for (int i = 0; i < background; i++) {
			calls.add(CompletableFuture.runAsync(
					() -> node.gateway.call(account, Lane.BACKGROUND,
							UpstreamRequest.read("/v1/reports/", FormBody.create().add("tag", "background"))),
					callers));
		}
		awaitWaiting(node, Lane.BACKGROUND, 6);
		int arrivedBefore = upstream.received().size();

		node.gateway.call(account, Lane.INTERACTIVE,
				UpstreamRequest.read("/v2/account", FormBody.create().add("tag", "interactive")));

		calls.forEach(CompletableFuture::join);
		List<String> order = upstream.received().stream().map(request -> request.fields().get("tag")).toList();
		assertThat(order.indexOf("interactive")).as("arrival order %s", order).isLessThanOrEqualTo(arrivedBefore + 1);
	}

	@Test
	void a_workspace_with_one_call_is_not_held_up_by_another_workspace_with_a_long_queue() throws Exception {
		GatewayNode node = node();
		WorkspaceId busy = WorkspaceId.random();
		WorkspaceId quiet = WorkspaceId.random();
		List<CompletableFuture<?>> calls = new ArrayList<>();
		for (int i = 0; i < 20; i++) {
			calls.add(
					CompletableFuture.runAsync(
							() -> node.gateway.call(busy, Lane.BACKGROUND,
									UpstreamRequest.read("/v1/reports/", FormBody.create().add("tag", "busy"))),
							callers));
		}
		awaitWaiting(node, Lane.BACKGROUND, 15);

		node.gateway.call(quiet, Lane.BACKGROUND,
				UpstreamRequest.read("/v1/reports/", FormBody.create().add("tag", "quiet")));

		long busyServedBefore = upstream.received()
			.stream()
			.filter(request -> "busy".equals(request.fields().get("tag")))
			.count();
		calls.forEach(CompletableFuture::join);
		assertThat(busyServedBefore).isLessThan(20 - 5);
	}

	private static void awaitWaiting(GatewayNode node, Lane lane, int atLeast) {
		String tag = lane.name().toLowerCase();
		await("at least " + atLeast + " calls waiting in the " + tag + " lane").atMost(Duration.ofSeconds(10))
			.pollInterval(Duration.ofMillis(20))
			.until(() -> node.meters.get("locus.upstream.queue.depth").tag("lane", tag).gauge().value() >= atLeast);
	}

}

package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.ReceivedCall;
import app.locus.simulator.SimulatorServer;
import app.locus.support.IntegrationTest;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamRequest;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A burst of calls of one account, sent as fast as the gateway allows, counted where the
 * service counts them: the simulator's arrival times and its 429s. Between gateway and
 * simulator a relay holds back every sixth request for longer than the gateway's margin,
 * as a network does now and then, so pacing by send times alone would let the sixth
 * request after a held-back one arrive within its second (DD030, DD167). Counts only, no
 * timing.
 */
@IntegrationTest
class BurstPacingTest {

	private static final int LIMIT_PER_SECOND = 5;

	private static final int CALLS = 30;

	private static final int CALLERS = 8;

	/** Far beyond the gateway's least margin (15 ms), well within a slot's spacing. */
	private static final Duration HELD_BACK = Duration.ofMillis(90);

	@Autowired
	DataSource dataSource;

	private final SimulatorServer simulator = SimulatorServer.start(0);

	private final ExecutorService callers = Executors.newFixedThreadPool(CALLERS);

	private DelayingProxy network;

	private GatewayNode node;

	@AfterEach
	void stop() throws Exception {
		callers.shutdownNow();
		if (node != null) {
			node.close();
		}
		if (network != null) {
			network.close();
		}
		simulator.close();
	}

	@Test
	void a_burst_of_one_account_arrives_at_most_5_in_any_second_and_gets_no_429() throws Exception {
		AccountHandle account = simulator.simulator().createAccount("Burst", 1_000_000);
		network = new DelayingProxy(simulator.port(), request -> request % 6 == 2, HELD_BACK);
		WorkspaceId workspace = WorkspaceId.random();
		node = new GatewayNode(dataSource, GatewayProperties.defaults(network.baseUrl()),
				ws -> Optional.of(new UpstreamCredential(account.key(), "test key")));
		UpstreamRequest request = UpstreamRequest.read("/v2/account", FormBody.create());

		List<CompletableFuture<Void>> burst = IntStream.range(0, CALLS)
			.mapToObj(i -> CompletableFuture.runAsync(() -> node.gateway.call(workspace, Lane.BACKGROUND, request),
					callers))
			.toList();
		CompletableFuture.allOf(burst.toArray(CompletableFuture[]::new)).get();

		List<ReceivedCall> arrived = simulator.simulator()
			.calls()
			.all()
			.stream()
			.filter(call -> account.id().equals(call.accountId()))
			.toList();
		assertThat(network.requests()).as("requests through the relay").isGreaterThanOrEqualTo(CALLS);
		assertThat(arrived).as("429s from the simulator").noneMatch(call -> call.status() == 429);
		assertThat(SendWindows.busiest(arrived.stream().map(ReceivedCall::receivedAtNanos).toList(),
				Duration.ofSeconds(1)))
			.as("most arrivals in any one-second window")
			.isLessThanOrEqualTo(LIMIT_PER_SECOND);
		assertThat(arrived).as("calls the simulator answered").hasSize(CALLS);
	}

}

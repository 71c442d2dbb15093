package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.ReceivedCall;
import app.locus.simulator.Simulator;
import app.locus.simulator.SimulatorServer;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.UpstreamRequest;

import static org.awaitility.Awaitility.await;

/**
 * Issue 21's failover: two gateway nodes on one MariaDB saturate one account of the
 * simulator (on loopback), then one node stops as a crash would leave it (its dispatcher
 * and callers stopped mid-call; Java 17's HTTP client cannot be closed, so its pooled
 * connections just go quiet), and the other carries on alone. Each node sends with a key
 * of its own of the one account, so the simulator tells whose request arrived.
 */
final class FailoverRun implements AutoCloseable {

	/** A 1-second window holding 5 arrivals: at least 4.5 requests per second. */
	static final int FULL_RATE_ARRIVALS = 5;

	static final Duration WINDOW = Duration.ofSeconds(1);

	private static final int CALLERS_PER_NODE = 10;

	private static final UpstreamRequest REQUEST = UpstreamRequest.read("/v1/locations", FormBody.create());

	private final SimulatorServer simulator = SimulatorServer.start(0);

	private final AccountHandle account = simulator.simulator().createAccount("Failover account", 1_000_000);

	private final WorkspaceId workspace = WorkspaceId.random();

	private final String survivorKey = account.key();

	private final String stoppedKey = account.addKey();

	private final List<Long> survivorArrivals = new ArrayList<>();

	private final ExecutorService survivorCallers = Executors.newCachedThreadPool();

	private final ExecutorService stoppedCallers = Executors.newCachedThreadPool();

	private final AtomicBoolean running = new AtomicBoolean(true);

	private final GatewayNode survivor;

	private final GatewayNode stopped;

	private final Simulator.Listening listening;

	FailoverRun(DataSource dataSource) {
		GatewayProperties settings = GatewayProperties.defaults(simulator.baseUrl());
		this.survivor = new GatewayNode(dataSource, settings, keyed(survivorKey), Sleeper.REAL);
		this.stopped = new GatewayNode(dataSource, settings, keyed(stoppedKey), Sleeper.REAL);
		this.listening = simulator.simulator().listen(request -> {
			boolean fromSurvivor = request.fields()
				.stream()
				.anyMatch(field -> "api_key".equals(field.getKey()) && survivorKey.equals(field.getValue()));
			if (fromSurvivor && request.arrivedAtNanos() != null) {
				synchronized (survivorArrivals) {
					survivorArrivals.add(request.arrivedAtNanos());
				}
			}
		});
	}

	private static CredentialSource keyed(String key) {
		return ws -> Optional.of(new UpstreamCredential(key, "failover key"));
	}

	/**
	 * Saturates the account from both nodes until it received {@code before} requests,
	 * stops one node, and lets the other run alone until it sent {@code after}; answers
	 * how long after the stop the survivor's arrivals first filled a 1-second window
	 * lying wholly after the stop with {@link #FULL_RATE_ARRIVALS}.
	 */
	Duration takeOver(int before, int after, Duration atMost) {
		startCallers(survivor, survivorCallers);
		startCallers(stopped, stoppedCallers);
		await("both nodes send").atMost(atMost).until(() -> received().size() >= before);
		stoppedCallers.shutdownNow();
		stopped.close();
		long stop = simulator.simulator().nanoTime();
		await("the survivor runs alone").atMost(atMost)
			.until(() -> firstFullWindowAfter(stop).isPresent() && arrivalsSince(stop) >= after);
		running.set(false);
		survivorCallers.shutdown();
		await("the survivor's calls end").atMost(atMost)
			.until(() -> survivorCallers.awaitTermination(0, TimeUnit.SECONDS));
		return Duration.ofNanos(firstFullWindowAfter(stop).orElseThrow() - stop);
	}

	/** The most arrivals of the account in any sliding 1-second window of the run. */
	int busiestWindow() {
		return SendWindows.busiest(received().stream().map(ReceivedCall::receivedAtNanos).toList(), WINDOW);
	}

	long tooManyRequests() {
		return received().stream().filter(call -> call.status() == 429).count();
	}

	private List<ReceivedCall> received() {
		return simulator.simulator()
			.calls()
			.all()
			.stream()
			.filter(call -> account.id().equals(call.accountId()))
			.toList();
	}

	private long arrivalsSince(long fromNanos) {
		synchronized (survivorArrivals) {
			return survivorArrivals.stream().filter(at -> at >= fromNanos).count();
		}
	}

	/** The arrival that first completes a full window starting at or after the stop. */
	private Optional<Long> firstFullWindowAfter(long stop) {
		List<Long> after;
		synchronized (survivorArrivals) {
			after = survivorArrivals.stream().filter(at -> at >= stop).sorted().toList();
		}
		for (int last = FULL_RATE_ARRIVALS - 1; last < after.size(); last++) {
			if (after.get(last) - after.get(last - FULL_RATE_ARRIVALS + 1) < WINDOW.toNanos()) {
				return Optional.of(after.get(last));
			}
		}
		return Optional.empty();
	}

	private void startCallers(GatewayNode node, ExecutorService callers) {
		for (int i = 0; i < CALLERS_PER_NODE; i++) {
			callers.execute(() -> {
				while (running.get() && !Thread.currentThread().isInterrupted()) {
					try {
						node.gateway.call(workspace, Lane.BACKGROUND, REQUEST);
					}
					catch (UpstreamException failed) {
						// a stopped node's callers fail; the survivor's are counted as
						// 429s
						// or gaps
					}
				}
			});
		}
	}

	@Override
	public void close() {
		running.set(false);
		survivorCallers.shutdownNow();
		stoppedCallers.shutdownNow();
		listening.close();
		survivor.close();
		stopped.close();
		simulator.close();
	}

}

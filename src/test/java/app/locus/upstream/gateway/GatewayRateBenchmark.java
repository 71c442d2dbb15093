package app.locus.upstream.gateway;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.support.LoadAverage;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.gateway.ScriptedUpstream.Reply;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.ReceivedCall;
import app.locus.simulator.SimulatorServer;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.convert.DurationStyle;

/**
 * Two gateway nodes on one MariaDB, 50 concurrent background callers per account (split
 * over the nodes) saturating each account, and one person per node and account clicking
 * every second or so (interactive lane). Reports per account: achieved rate (goal ≥ 4.9
 * req/s), the most requests in any 1-second window as sent and as received (must be ≤ 5),
 * 429s (must be 0) and the p95 duration of the interactive calls while the background
 * calls saturate the account (goal ≤ 1.2 s).
 *
 * <p>
 * Runs only in the {@code bench} profile: {@code ./mvnw -Pbench verify}. System
 * properties: {@code bench.upstream-url} (default: the simulator started in this JVM on
 * its own socket, with fresh accounts; {@code -Dbench.upstream=scripted} uses a scripted
 * server that answers 429 above 5 requests per second and key instead),
 * {@code bench.api-keys} (comma-separated, one per account, with an upstream URL),
 * {@code bench.accounts} (2), {@code bench.callers} (50 per account),
 * {@code bench.seconds} (60), {@code bench.path} (/v2/account), {@code bench.runs} (1:
 * runs one after another in this JVM, each with fresh accounts, then the median and range
 * of the achieved rates). Results also go to {@code target/bench/gateway-rate-limit.txt}.
 */
@IntegrationTest
class GatewayRateBenchmark {

	private static final Duration WINDOW = Duration.ofSeconds(1);

	/** The first seconds (JIT, first connections) are left out of the achieved rate. */
	private static final Duration WARM_UP = Duration.ofSeconds(5);

	@Autowired
	DataSource dataSource;

	@Test
	void two_nodes_saturating_their_accounts() throws Exception {
		int runs = Integer.getInteger("bench.runs", 1);
		// Several margins take turns run by run, for a before and after on one machine in
		// one sitting.
		String defaultMargin = GatewayProperties.defaults("").rateLimitMargin().toMillis() + "ms";
		List<Duration> margins = Stream.of(System.getProperty("bench.margins", defaultMargin).split(","))
			.map(margin -> DurationStyle.detectAndParse(margin.trim()))
			.toList();
		List<String> lines = new ArrayList<>();
		Map<Duration, List<Double>> rates = new LinkedHashMap<>();
		margins.forEach(margin -> rates.put(margin, new ArrayList<>()));
		for (int run = 1; run <= runs; run++) {
			for (Duration margin : margins) {
				lines.add("run " + run + " of " + runs + ", margin " + margin.toMillis() + " ms, started "
						+ Instant.now() + ", load average " + LoadAverage.now());
				lines.addAll(oneRun(margin, rates.get(margin)));
			}
		}
		rates.forEach((margin, achieved) -> {
			List<Double> sorted = achieved.stream().sorted().toList();
			lines.add(String.format(Locale.ROOT,
					"margin %d ms: achieved req/s over %d account-runs: median %.3f, min %.3f, max %.3f",
					margin.toMillis(), sorted.size(), sorted.get(sorted.size() / 2), sorted.get(0),
					sorted.get(sorted.size() - 1)));
		});
		lines.forEach(System.out::println);
		Path out = Path.of("target", "bench", "gateway-rate-limit.txt");
		Files.createDirectories(out.getParent());
		Files.write(out, lines);
	}

	/** One run of {@code bench.seconds}; adds each account's achieved rate to rates. */
	private List<String> oneRun(Duration margin, List<Double> rates) throws Exception {
		int accounts = Integer.getInteger("bench.accounts", 2);
		int callersPerAccount = Integer.getInteger("bench.callers", 50);
		Duration duration = Duration.ofSeconds(Long.getLong("bench.seconds", 60));
		BenchUpstream upstream = BenchUpstream.chosen(accounts);
		UpstreamRequest request = UpstreamRequest.read(System.getProperty("bench.path", "/v2/account"),
				FormBody.create());
		Map<WorkspaceId, String> keyOf = new LinkedHashMap<>();
		upstream.keys().forEach(key -> keyOf.put(WorkspaceId.random(), key));
		CredentialSource credentials = ws -> Optional.of(new UpstreamCredential(keyOf.get(ws), "bench key"));
		GatewayProperties defaults = GatewayProperties.defaults(upstream.baseUrl());
		GatewayProperties settings = new GatewayProperties(defaults.baseUrl(), margin, defaults.connectTimeout(),
				defaults.standardTimeout(), defaults.longTimeout(), defaults.waitNoticeAfter(),
				defaults.interactiveMaxQueueWait(), defaults.backgroundMaxQueueWait(), defaults.dispatcherThreads());
		List<GatewayNode> nodes = List.of(new GatewayNode(dataSource, settings, credentials, Sleeper.REAL),
				new GatewayNode(dataSource, settings, credentials, Sleeper.REAL));
		Map<WorkspaceId, List<Long>> interactive = new LinkedHashMap<>();
		keyOf.keySet().forEach(ws -> interactive.put(ws, Collections.synchronizedList(new ArrayList<>())));

		ExecutorService threads = Executors.newCachedThreadPool();
		long started = System.nanoTime();
		long deadline = started + duration.toNanos();
		for (WorkspaceId workspace : keyOf.keySet()) {
			for (int i = 0; i < callersPerAccount; i++) {
				GatewayNode node = nodes.get(i % nodes.size());
				threads.execute(() -> {
					while (System.nanoTime() < deadline) {
						call(node, workspace, Lane.BACKGROUND, request);
					}
				});
			}
			for (GatewayNode node : nodes) {
				threads.execute(() -> click(deadline, node, workspace, request, interactive.get(workspace)));
			}
		}
		threads.shutdown();
		threads.awaitTermination(duration.toSeconds() + 120, TimeUnit.SECONDS);
		nodes.forEach(GatewayNode::close);

		long steadyFrom = started + Math.min(WARM_UP.toNanos(), duration.toNanos() / 4);
		List<String> lines = new ArrayList<>();
		lines.add(String.format(Locale.ROOT,
				"Gateway rate-limit benchmark: %d nodes on one MariaDB, %d accounts, %d background callers per "
						+ "account + 1 interactive caller per node and account, %d s; upstream: %s",
				nodes.size(), accounts, callersPerAccount, duration.toSeconds(), upstream.description()));
		lines.add("account | achieved req/s after warm-up (goal >= 4.9) | busiest 1 s window sent / received "
				+ "(must be <= 5) | 429s (must be 0) | interactive call p95 (goal <= 1.2 s) | interactive calls "
				+ "| hand-over to arrival p50 / p99 / max");
		for (WorkspaceId workspace : keyOf.keySet()) {
			List<Long> sent = all(nodes, node -> node.sentAt(workspace));
			List<Long> tooMany = all(nodes, node -> node.tooManyAt(workspace));
			long accepted = sent.stream().filter(at -> at >= steadyFrom && at < deadline).count()
					- tooMany.stream().filter(at -> at >= steadyFrom && at < deadline).count();
			String received = upstream.arrivals(keyOf.get(workspace))
				.map(arrivals -> String.valueOf(SendWindows.busiest(arrivals, WINDOW)))
				.orElse("n/a");
			double rate = accepted / ((deadline - steadyFrom) / 1e9);
			rates.add(rate);
			lines.add(String.format(Locale.ROOT, "%s | %.3f | %d / %s | %d | %.3f s | %d | %s", workspace, rate,
					SendWindows.busiest(sent, WINDOW), received, tooMany.size(), p95(interactive.get(workspace)) / 1e9,
					interactive.get(workspace).size(),
					upstream.arrivals(keyOf.get(workspace))
						.map(arrivals -> delays(sent, arrivals, started))
						.orElse("n/a")));
		}
		lines.add(String.format(Locale.ROOT, "late sends (slots pushed back): %.0f; calls that failed: %.0f",
				nodes.stream().mapToDouble(node -> node.meters.counter("locus.upstream.late_sends").count()).sum(),
				nodes.stream()
					.flatMap(node -> node.meters.find("locus.upstream.calls").timers().stream())
					.filter(timer -> !GatewayMetrics.SUCCESS.equals(timer.getId().getTag("outcome")))
					.mapToDouble(timer -> timer.count())
					.sum()));
		lines.forEach(System.out::println);
		upstream.close();
		return lines;
	}

	/** A person: an interactive call every second or so, its whole duration measured. */
	private static void click(long deadline, GatewayNode node, WorkspaceId workspace, UpstreamRequest request,
			List<Long> durations) {
		try {
			Thread.sleep(WARM_UP.toMillis() / 2);
			while (System.nanoTime() < deadline) {
				long started = System.nanoTime();
				call(node, workspace, Lane.INTERACTIVE, request);
				durations.add(System.nanoTime() - started);
				Thread.sleep(ThreadLocalRandom.current().nextLong(500, 1500));
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	private static void call(GatewayNode node, WorkspaceId workspace, Lane lane, UpstreamRequest request) {
		try {
			node.gateway.call(workspace, lane, request);
		}
		catch (UpstreamException failed) {
			// Counted by the gateway's meters (locus.upstream.calls by outcome).
		}
	}

	/**
	 * The delay from handing a request to the HTTP client to its arrival at the upstream,
	 * pairing the n-th send with the n-th arrival (calls of one account rarely overtake
	 * each other: they are a spacing apart).
	 */
	private static String delays(List<Long> sent, List<Long> arrivals, long started) {
		List<Long> sends = sent.stream().sorted().toList();
		List<Long> arrived = arrivals.stream().sorted().toList();
		int n = Math.min(sends.size(), arrived.size());
		if (n == 0) {
			return "n/a";
		}
		List<Long> delays = new ArrayList<>();
		List<String> slowest = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			long delay = arrived.get(i) - sends.get(i);
			delays.add(delay);
			if (delay > 20_000_000L) {
				slowest
					.add(String.format(Locale.ROOT, "%.0f ms at %.1f s", delay / 1e6, (sends.get(i) - started) / 1e9));
			}
		}
		Collections.sort(delays);
		return String.format(Locale.ROOT, "%.1f / %.1f / %.1f ms; over 20 ms: %s", delays.get(n / 2) / 1e6,
				delays.get((int) Math.ceil(n * 0.99) - 1) / 1e6, delays.get(n - 1) / 1e6, slowest);
	}

	private static List<Long> all(List<GatewayNode> nodes, Function<GatewayNode, List<Long>> times) {
		return nodes.stream().flatMap(node -> times.apply(node).stream()).toList();
	}

	private static long p95(List<Long> values) {
		List<Long> sorted;
		synchronized (values) {
			sorted = new ArrayList<>(values);
		}
		if (sorted.isEmpty()) {
			return 0;
		}
		Collections.sort(sorted);
		return sorted.get((int) Math.ceil(sorted.size() * 0.95) - 1);
	}

	/**
	 * What the benchmark calls: the simulator in this JVM (default), a scripted strict
	 * server in this JVM ({@code -Dbench.upstream=scripted}), or an external URL with
	 * given keys.
	 */
	private interface BenchUpstream extends AutoCloseable {

		String baseUrl();

		List<String> keys();

		String description();

		/** When the requests with this key arrived, when this upstream can tell. */
		Optional<List<Long>> arrivals(String key);

		@Override
		void close();

		static BenchUpstream chosen(int accounts) {
			String externalUrl = System.getProperty("bench.upstream-url", "");
			if (!externalUrl.isBlank()) {
				return new External(externalUrl, accounts);
			}
			return "scripted".equals(System.getProperty("bench.upstream")) ? new StrictUpstream(accounts)
					: new InJvmSimulator(accounts);
		}

	}

	/** An upstream elsewhere; keys from {@code bench.api-keys}. */
	private record External(String baseUrl, List<String> keys) implements BenchUpstream {

		External(String baseUrl, int accounts) {
			this(baseUrl,
					List.of(System.getProperty("bench.api-keys", "").split(","))
						.stream()
						.map(String::strip)
						.filter(key -> !key.isEmpty())
						.limit(accounts)
						.toList());
		}

		@Override
		public String description() {
			return baseUrl;
		}

		@Override
		public Optional<List<Long>> arrivals(String key) {
			return Optional.empty();
		}

		@Override
		public void close() {
		}

	}

	/**
	 * The simulator on its own socket in this JVM, one fresh account per benchmark
	 * account; it enforces the service's 5 requests per second and key and records when
	 * each request arrived.
	 */
	private static final class InJvmSimulator implements BenchUpstream {

		private final SimulatorServer server = SimulatorServer.start(0);

		private final Map<String, String> accountOfKey = new LinkedHashMap<>();

		InJvmSimulator(int accounts) {
			for (int i = 0; i < accounts; i++) {
				AccountHandle account = server.simulator().createAccount("Bench " + i, 1_000_000);
				accountOfKey.put(account.key(), account.id());
			}
		}

		@Override
		public String baseUrl() {
			return server.baseUrl();
		}

		@Override
		public List<String> keys() {
			return List.copyOf(accountOfKey.keySet());
		}

		@Override
		public String description() {
			return "simulator in this JVM (SimulatorServer, 429 above 5 per second and key; "
					+ server.connectionsAccepted() + " connections accepted)";
		}

		@Override
		public Optional<List<Long>> arrivals(String key) {
			String account = accountOfKey.get(key);
			return Optional.of(server.simulator()
				.calls()
				.all()
				.stream()
				.filter(call -> account.equals(call.accountId()))
				.map(ReceivedCall::receivedAtNanos)
				.toList());
		}

		@Override
		public void close() {
			server.close();
		}

	}

	/**
	 * A scripted stand-in for the service that enforces its limit: 429 above 5 per second
	 * and key.
	 */
	private static final class StrictUpstream implements BenchUpstream {

		final ScriptedUpstream server = ScriptedUpstream.start();

		private final Map<String, Deque<Long>> accepted = new HashMap<>();

		private final List<String> keys = new ArrayList<>();

		StrictUpstream(int accounts) {
			server.otherwise(request -> admit(request.fields().get("api_key"), request.atNanos()) ? Reply.ok()
					: Reply.tooManyRequests("1"));
			for (int i = 0; i < accounts; i++) {
				keys.add("bench-key-" + i + "-" + WorkspaceId.random());
			}
		}

		private synchronized boolean admit(String key, long at) {
			Deque<Long> recent = accepted.computeIfAbsent(key, k -> new ArrayDeque<>());
			while (!recent.isEmpty() && at - recent.peekFirst() > WINDOW.toNanos()) {
				recent.pollFirst();
			}
			if (recent.size() >= 5) {
				return false;
			}
			recent.addLast(at);
			return true;
		}

		@Override
		public String baseUrl() {
			return server.baseUrl();
		}

		@Override
		public List<String> keys() {
			return keys;
		}

		@Override
		public String description() {
			return "scripted server in this JVM (429 above 5 per second and key)";
		}

		@Override
		public Optional<List<Long>> arrivals(String key) {
			return Optional.of(server.received()
				.stream()
				.filter(request -> key.equals(request.fields().get("api_key")))
				.map(ScriptedUpstream.Received::atNanos)
				.toList());
		}

		@Override
		public void close() {
			server.close();
		}

	}

}

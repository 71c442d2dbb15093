package app.locus.upstream.gateway;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import javax.sql.DataSource;

import app.locus.support.IntegrationTest;
import app.locus.support.LoadAverage;
import app.locus.support.TestDatabase;
import app.locus.upstream.Lane;
import com.zaxxer.hikari.HikariDataSource;

import io.github.bucket4j.TimeMeter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * The shared MariaDB rate limiter alone (DD030), at N limiter nodes (each its own
 * connection pool and Bucket4j proxy manager, as separate app nodes have) and A accounts
 * (one bucket row each), for issue 21's "Beyond one machine" (docs/deployment.md).
 *
 * <p>
 * Two loads per (N, A):
 * <ul>
 * <li><b>flat out</b>: every node's threads reserve slots back to back, round robin over
 * the accounts, without waiting for the slots: the most lock round trips per second the
 * limiter commits, and their latency as the load grows (the knee);</li>
 * <li><b>paced</b>: each node's real {@link SlotDispatcher} with every account saturated
 * by callers on every node, as in production: transactions per granted slot (reservations
 * plus late-send pushes) and the busiest sliding second of grants per account.</li>
 * </ul>
 * Per cell: transactions committed per second (counted at the nodes' pools and as
 * MariaDB's {@code Com_commit}), latency p50/p99 of a reservation (flat out), row lock
 * waits ({@code Innodb_row_lock_waits}), MariaDB's CPU time (from /proc, embedded server
 * only) and the most slots of one account in any 1-second window (must be ≤ 5).
 *
 * <p>
 * Runs only in the {@code bench} profile:
 * {@code ./mvnw -o -Pbench test -Dtest=SharedLimiterBenchmark -Dsurefire.failIfNoSpecifiedTests=false}.
 * System properties: {@code bench.nodes} (1,2,4,8), {@code bench.accounts} (1,10,100),
 * {@code bench.threads} (flat-out threads and pool size per node, 4),
 * {@code bench.seconds} (per cell, 8), {@code bench.modes} (flat,paced),
 * {@code bench.repeats} (1), {@code bench.isolation} (the nodes' pools,
 * TRANSACTION_READ_COMMITTED). A flat-out cell labelled "warm-up" runs first and is not a
 * figure (the first cell of a JVM ran at a quarter of the rate of the same cell later).
 * Results also go to {@code target/bench/shared-limiter.txt}.
 */
@IntegrationTest
class SharedLimiterBenchmark {

	private static final Duration MARGIN = GatewayProperties.defaults("").rateLimitMargin();

	private static final Duration WINDOW = Duration.ofSeconds(1);

	/** Not counted: first connections, first row inserts, JIT. */
	private static final Duration WARM_UP = Duration.ofSeconds(2);

	/**
	 * The nodes' isolation level: docs/deployment.md asks for READ-COMMITTED on the
	 * server; the embedded test server runs MariaDB's default, REPEATABLE-READ.
	 */
	private static final String ISOLATION = System.getProperty("bench.isolation", "TRANSACTION_READ_COMMITTED");

	/** Calls kept waiting per node and account in the paced load. */
	private static final int CALLERS_PER_NODE_AND_ACCOUNT = 2;

	@Autowired
	DataSource dataSource;

	private final List<String> lines = new ArrayList<>();

	@Test
	void lock_round_trips_per_second_at_n_nodes_and_a_accounts() throws Exception {
		List<Integer> nodeCounts = ints("bench.nodes", "1,2,4,8");
		List<Integer> accountCounts = ints("bench.accounts", "1,10,100");
		int threads = Integer.getInteger("bench.threads", 4);
		Duration seconds = Duration.ofSeconds(Long.getLong("bench.seconds", 8));
		List<String> modes = List.of(System.getProperty("bench.modes", "flat,paced").split(","));
		int repeats = Integer.getInteger("bench.repeats", 1);
		Optional<Long> server = MariaDbServer.pid();

		line("Shared limiter benchmark, %s, %d cores, load average at start %s; MariaDB %s (pid %s), %s", Instant.now(),
				Runtime.getRuntime().availableProcessors(), LoadAverage.now(), variables(),
				server.map(String::valueOf).orElse("not local: no CPU figure"), "margin " + MARGIN.toMillis() + " ms");
		line("%d s per cell after %d s warm-up; flat out: %d threads and a pool of %d per node; nodes' isolation %s",
				seconds.toSeconds(), WARM_UP.toSeconds(), threads, threads, ISOLATION);
		line("mode | N nodes | A accounts | tx/s (pools) | Com_commit/s | grants/s | tx per grant | statements per tx | reserve p50 / p99 ms "
				+ "| row lock waits/s | MariaDB CPU %% of a core | CPU us per tx | most slots of one account in 1 s "
				+ "(<= 5) | late sends | load avg");
		new Cell("warm-up", 2, 10, threads, seconds, server).run();
		for (int repeat = 0; repeat < repeats; repeat++) {
			for (String mode : modes) {
				for (int nodes : nodeCounts) {
					for (int accounts : accountCounts) {
						new Cell(mode.strip(), nodes, accounts, threads, seconds, server).run();
					}
				}
			}
		}
		Path out = Path.of("target", "bench", "shared-limiter.txt");
		Files.createDirectories(out.getParent());
		Files.write(out, lines);
	}

	/** One (mode, N, A) measurement on fresh bucket rows. */
	private final class Cell {

		private final String mode;

		private final int nodeCount;

		private final List<UpstreamAccount> accounts;

		private final int threads;

		private final Duration length;

		private final Optional<Long> server;

		private final AtomicLong transactions = new AtomicLong();

		private final Queue<Long> latencies = new ConcurrentLinkedQueue<>();

		private final Map<UpstreamAccount, Queue<Long>> slots = new ConcurrentHashMap<>();

		private final AtomicLong grants = new AtomicLong();

		private volatile boolean counting;

		private Status measured = Status.NONE;

		private long measuredTransactions;

		Cell(String mode, int nodeCount, int accountCount, int threads, Duration length, Optional<Long> server) {
			this.mode = mode;
			this.nodeCount = nodeCount;
			String run = Long.toString(System.nanoTime(), 36);
			this.accounts = IntStream.range(0, accountCount)
				.mapToObj(i -> new UpstreamAccount("bench:" + run + ":" + i))
				.toList();
			this.accounts.forEach(account -> slots.put(account, new ConcurrentLinkedQueue<>()));
			this.threads = threads;
			this.length = length;
			this.server = server;
		}

		void run() throws Exception {
			List<HikariDataSource> pools = IntStream.range(0, nodeCount).mapToObj(this::pool).toList();
			try {
				List<DataSource> counted = pools.stream()
					.map(CountingDataSource::new)
					.map(DataSource.class::cast)
					.toList();
				if ("paced".equals(mode)) {
					paced(counted);
				}
				else {
					flatOut(counted);
				}
			}
			finally {
				pools.forEach(HikariDataSource::close);
			}
		}

		private void flatOut(List<DataSource> pools) throws Exception {
			ExecutorService executor = Executors.newFixedThreadPool(nodeCount * threads);
			long deadline = System.nanoTime() + WARM_UP.plus(length).toNanos();
			for (int node = 0; node < nodeCount; node++) {
				ReadingClock clock = new ReadingClock();
				ClusterRateLimiter limiter = new ClusterRateLimiter(pools.get(node), MARGIN, clock);
				for (int thread = 0; thread < threads; thread++) {
					int first = node * threads + thread;
					executor.execute(() -> reserveUntil(deadline, limiter, clock, first));
				}
			}
			measure(() -> {
			});
			executor.shutdown();
			executor.awaitTermination(length.toSeconds() + 60, TimeUnit.SECONDS);
			report(Optional.of(percentiles()), 0);
		}

		private void reserveUntil(long deadline, ClusterRateLimiter limiter, ReadingClock clock, int first) {
			for (long i = first; System.nanoTime() < deadline; i++) {
				UpstreamAccount account = accounts.get((int) (i % accounts.size()));
				long started = System.nanoTime();
				Duration wait = limiter.reserveSlot(account);
				long took = System.nanoTime() - started;
				slots.get(account).add(clock.lastReading() + wait.toNanos());
				if (counting) {
					latencies.add(took);
					grants.incrementAndGet();
				}
			}
		}

		private void paced(List<DataSource> pools) throws Exception {
			long deadline = System.nanoTime() + WARM_UP.plus(length).toNanos();
			List<SlotDispatcher> dispatchers = new ArrayList<>();
			List<SimpleMeterRegistry> meters = new ArrayList<>();
			for (DataSource pool : pools) {
				SimpleMeterRegistry registry = new SimpleMeterRegistry();
				SlotDispatcher dispatcher = new SlotDispatcher(new ClusterRateLimiter(pool, MARGIN),
						new GatewayMetrics(registry),
						GatewayProperties.defaults("http://127.0.0.1:9").dispatcherThreads());
				dispatchers.add(dispatcher);
				meters.add(registry);
				for (UpstreamAccount account : accounts) {
					for (int i = 0; i < CALLERS_PER_NODE_AND_ACCOUNT; i++) {
						callUntil(deadline, dispatcher, account);
					}
				}
			}
			AtomicLong lateAtStart = new AtomicLong();
			measure(() -> lateAtStart.set(lateSends(meters)));
			long late = lateSends(meters) - lateAtStart.get();
			dispatchers.forEach(SlotDispatcher::close);
			report(Optional.empty(), late);
		}

		/**
		 * A caller that, whenever its turn comes, sends at once (as far as the limiter
		 * can tell) and queues again, until the deadline.
		 */
		private void callUntil(long deadline, SlotDispatcher dispatcher, UpstreamAccount account) {
			if (System.nanoTime() >= deadline) {
				return;
			}
			SlotDispatcher.Turn turn = dispatcher.enqueue(account, Lane.BACKGROUND);
			turn.thenRun(() -> {
				if (dispatcher.sending(turn)) {
					slots.get(account).add(System.nanoTime());
					if (counting) {
						grants.incrementAndGet();
					}
				}
				callUntil(deadline, dispatcher, account);
			});
		}

		/** Waits out the warm-up, then counts for the cell's length. */
		private void measure(Runnable atStart) throws Exception {
			Thread.sleep(WARM_UP.toMillis());
			Status before = Status.read(dataSource, server);
			long transactionsBefore = transactions.get();
			atStart.run();
			counting = true;
			Thread.sleep(length.toMillis());
			counting = false;
			Status after = Status.read(dataSource, server);
			measured = after.minus(before);
			measuredTransactions = transactions.get() - transactionsBefore;
		}

		private void report(Optional<String> latency, long lateSends) {
			double secs = length.toMillis() / 1000.0;
			int busiest = slots.values()
				.stream()
				.mapToInt(times -> SendWindows.busiest(List.copyOf(times), WINDOW))
				.max()
				.orElse(0);
			String cpu = measured.cpuTicks() < 0 ? "n/a"
					: String.format(Locale.ROOT, "%.0f", measured.cpuTicks() / secs);
			String cpuPerTx = measured.cpuTicks() < 0 || measuredTransactions == 0 ? "n/a"
					: String.format(Locale.ROOT, "%.0f", measured.cpuTicks() * 10_000.0 / measuredTransactions);
			line("%s | %d | %d | %.0f | %.0f | %.1f | %.2f | %.1f | %s | %.1f | %s | %s | %d | %s | %s", mode,
					nodeCount, accounts.size(), measuredTransactions / secs, measured.commits() / secs,
					grants.get() / secs, grants.get() == 0 ? 0.0 : (double) measuredTransactions / grants.get(),
					measuredTransactions == 0 ? 0.0 : (double) measured.statements() / measuredTransactions,
					latency.orElse("-"), measured.lockWaits() / secs, cpu, cpuPerTx, busiest,
					"paced".equals(mode) ? lateSends : "-", LoadAverage.now());
		}

		private String percentiles() {
			List<Long> sorted = new ArrayList<>(latencies);
			if (sorted.isEmpty()) {
				return "n/a";
			}
			Collections.sort(sorted);
			return String.format(Locale.ROOT, "%.2f / %.2f", sorted.get(sorted.size() / 2) / 1e6,
					sorted.get((int) Math.ceil(sorted.size() * 0.99) - 1) / 1e6);
		}

		private HikariDataSource pool(int node) {
			return TestDatabase.pool("bench-node-" + node, threads, ISOLATION);
		}

		/** Counts the limiter's transactions: each takes one connection. */
		private final class CountingDataSource extends DelegatingDataSource {

			CountingDataSource(DataSource target) {
				super(target);
			}

			@Override
			public Connection getConnection() throws SQLException {
				transactions.incrementAndGet();
				return super.getConnection();
			}

		}

	}

	private static long lateSends(List<SimpleMeterRegistry> meters) {
		return (long) meters.stream()
			.mapToDouble(registry -> registry.counter("locus.upstream.late_sends").count())
			.sum();
	}

	/**
	 * The wall clock Bucket4j reads ({@link TimeMeter#SYSTEM_MILLISECONDS}), remembering
	 * per thread what it last read: a reservation's slot is that reading plus the wait it
	 * returns, as the dispatcher counts it.
	 */
	private static final class ReadingClock implements TimeMeter {

		private final ThreadLocal<long[]> last = ThreadLocal.withInitial(() -> new long[1]);

		@Override
		public long currentTimeNanos() {
			long now = TimeMeter.SYSTEM_MILLISECONDS.currentTimeNanos();
			last.get()[0] = now;
			return now;
		}

		@Override
		public boolean isWallClockBased() {
			return true;
		}

		long lastReading() {
			return last.get()[0];
		}

	}

	/** MariaDB's counters and CPU time; CPU ticks are -1 when the server is not local. */
	private record Status(long commits, long statements, long lockWaits, long cpuTicks) {

		static final Status NONE = new Status(0, 0, 0, -1);

		static Status read(DataSource dataSource, Optional<Long> server) throws SQLException, IOException {
			Map<String, Long> values = new ConcurrentHashMap<>();
			try (Connection connection = dataSource.getConnection();
					Statement statement = connection.createStatement();
					ResultSet rows = statement.executeQuery(
							"SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_commit', 'Questions', 'Innodb_row_lock_waits')")) {
				while (rows.next()) {
					values.put(rows.getString(1).toLowerCase(Locale.ROOT), rows.getLong(2));
				}
			}
			return new Status(values.getOrDefault("com_commit", 0L), values.getOrDefault("questions", 0L),
					values.getOrDefault("innodb_row_lock_waits", 0L),
					server.isPresent() ? MariaDbServer.cpuTicks(server.get()) : -1);
		}

		Status minus(Status earlier) {
			return new Status(commits - earlier.commits, statements - earlier.statements, lockWaits - earlier.lockWaits,
					cpuTicks < 0 ? -1 : cpuTicks - earlier.cpuTicks);
		}

	}

	/** The embedded MariaDB started by this JVM, if that is the one in use. */
	private static final class MariaDbServer {

		static Optional<Long> pid() {
			return ProcessHandle.current()
				.descendants()
				.filter(process -> process.info().command().map(command -> command.contains("mariadbd")).orElse(false))
				.map(ProcessHandle::pid)
				.findFirst();
		}

		/** User plus system CPU time in clock ticks (1/100 s on Linux). */
		static long cpuTicks(long pid) throws IOException {
			String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
			String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
			return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
		}

	}

	private String variables() throws SQLException {
		try (Connection connection = dataSource.getConnection();
				Statement statement = connection.createStatement();
				ResultSet row = statement.executeQuery("SELECT @@version, @@transaction_isolation, "
						+ "@@innodb_flush_log_at_trx_commit, @@log_bin, @@innodb_buffer_pool_size")) {
			row.next();
			return String.format(Locale.ROOT,
					"%s, %s, innodb_flush_log_at_trx_commit=%s, log_bin=%s, buffer pool %d MB", row.getString(1),
					row.getString(2), row.getString(3), row.getString(4), row.getLong(5) / (1024 * 1024));
		}
	}

	private void line(String format, Object... args) {
		String line = String.format(Locale.ROOT, format, args);
		lines.add(line);
		System.out.println(line);
	}

	private static List<Integer> ints(String property, String defaults) {
		return List.of(System.getProperty(property, defaults).split(","))
			.stream()
			.map(String::strip)
			.map(Integer::valueOf)
			.toList();
	}

}

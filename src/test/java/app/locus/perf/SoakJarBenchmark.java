package app.locus.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;

import app.locus.browser.ProductionApp;
import app.locus.fixtures.BenchmarkLog;
import app.locus.perf.DemoSessions.Kind;
import app.locus.support.LoadAverage;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The production jar for an hour (issue 47): {@code bench.soak-sessions} sessions (300),
 * two managers to a client, clicking as in {@link RoundTripThroughputJarBenchmark} with
 * their heartbeats, while the background sync runs every {@code bench.soak-sync-interval}
 * (1 minute) and the alerts and report schedules on their own clocks. Each minute it
 * samples the heap in use after a full collection, the connections open on its MariaDB,
 * the jar's live threads and open file descriptors, and the round trips served and failed
 * in that minute (failures per cause, {@link RoundTripFailures}). At the end it prints
 * the minutes as a table and asserts that none of the four measures grew by 5 % or more
 * from the five minutes starting at {@code bench.soak-from-minute} (10) to the last five
 * ({@code bench.soak-minutes}, 60), each read as the median of its five, and that nothing
 * failed.
 */
class SoakJarBenchmark {

	private static final int MINUTES = Integer.getInteger("bench.soak-minutes", 60);

	private static final int FROM_MINUTE = Integer.getInteger("bench.soak-from-minute", 10);

	private static final int SESSIONS = Integer.getInteger("bench.soak-sessions", 300);

	private static final long THINK_MS = Long.getLong("bench.think-ms", 5_000);

	private static final String SYNC_INTERVAL = System.getProperty("bench.soak-sync-interval", "PT1M");

	private static final double MAX_GROWTH = 0.05;

	private static final int WINDOW = 5;

	@Test
	void heap_connections_threads_and_open_files_stay_flat_while_sessions_click() throws Exception {
		assertThat(FROM_MINUTE).as("bench.soak-from-minute").isBetween(1, MINUTES - 2 * WINDOW + 1);
		BenchmarkLog log = new BenchmarkLog(0, 1);
		log.line(
				"soak: %d sessions, think time %d ms (uniform 0.5x-1.5x), sync every %s, %d minutes, growth "
						+ "measured from minute %d; %s; load average at start %s",
				SESSIONS, THINK_MS, SYNC_INTERVAL, MINUTES, FROM_MINUTE, NodeJvm.described(), LoadAverage.now());
		int jmxPort = ProductionApp.freePort();
		List<String> jvm = NodeJvm.options();
		jvm.addAll(JmxHeap.jvmOptions(jmxPort));
		jvm.add("-Dlocus.sync.interval=" + SYNC_INTERVAL);
		List<Minute> minutes = new ArrayList<>();
		RoundTripFailures failures = new RoundTripFailures();
		try (ProductionApp app = ProductionApp.start(ProductionApp.jarPath(), ProductionApp.freePort(), jvm);
				JmxHeap jmx = JmxHeap.connect(jmxPort);
				CloseableHttpClient http = FlowHttpSession.sharedClient()) {
			DemoSessions demo = new DemoSessions(http, app.address());
			ScheduledExecutorService driver = new ScheduledThreadPoolExecutor(64);
			try {
				List<Clicker> clickers = new ArrayList<>();
				long openingStart = System.nanoTime();
				for (int i = 0; i < SESSIONS; i++) {
					Kind kind = DemoSessions.ofMix(i);
					Clicker clicker = new Clicker(demo.open(kind), kind, demo, driver, THINK_MS, failures, null);
					clickers.add(clicker);
					clicker.start(true);
				}
				log.line("%d sessions opened in %.0f s", SESSIONS, (System.nanoTime() - openingStart) / 1e9);
				long start = System.nanoTime();
				OptionalLong statementsBefore = MariaDbStatus.statements(app.pid());
				for (int minute = 1; minute <= MINUTES; minute++) {
					TimeUnit.NANOSECONDS.sleep(start + TimeUnit.MINUTES.toNanos(minute) - System.nanoTime());
					long served = clickers.stream().mapToLong(clicker -> clicker.times().count()).sum();
					clickers.forEach(Clicker::reset);
					long failed = failures.total();
					int number = minute;
					failures.lines().forEach(cause -> log.line("minute %d: %s", number, cause));
					failures.clear();
					OptionalLong statements = MariaDbStatus.statements(app.pid());
					Minute sample = new Minute(minute, jmx.liveBytes(), MariaDbStatus.connections(app.pid()).orElse(-1),
							jmx.liveThreads(), openFiles(app.pid()), served, failed,
							difference(statementsBefore, statements));
					statementsBefore = statements;
					minutes.add(sample);
					log.line("%s", sample.row());
					if (minute == FROM_MINUTE || minute == MINUTES) {
						log.line("minute %d threads by name: %s", minute, jmx.threadsByName());
					}
				}
			}
			finally {
				driver.shutdownNow();
			}
		}
		log.line("minute  live heap MB  DB connections  threads  open files  round trips  failed  statements");
		minutes.forEach(minute -> log.line("%s", minute.row()));
		List<Minute> from = minutes.subList(FROM_MINUTE - 1, FROM_MINUTE - 1 + WINDOW);
		List<Minute> last = minutes.subList(minutes.size() - WINDOW, minutes.size());
		List<String> grown = new ArrayList<>();
		grownBeyondLimit("live heap", Minute::liveHeap, from, last, grown);
		grownBeyondLimit("database connections", Minute::connections, from, last, grown);
		grownBeyondLimit("live threads", Minute::threads, from, last, grown);
		grownBeyondLimit("open files", Minute::openFiles, from, last, grown);
		log.line("medians of minutes %d-%d against %d-%d: %s", FROM_MINUTE, FROM_MINUTE + WINDOW - 1,
				MINUTES - WINDOW + 1, MINUTES,
				grown.isEmpty() ? "every measure grew under 5 %" : String.join("; ", grown));
		log.write("soak");
		assertThat(minutes.stream().mapToLong(Minute::connections).min().orElse(-1))
			.as("database connections were read")
			.isPositive();
		assertThat(grown).as("measures that grew by 5 %% or more from minute %d", FROM_MINUTE).isEmpty();
		assertThat(minutes.stream().mapToLong(Minute::failed).sum()).as("failed round trips and heartbeats").isZero();
	}

	private static void grownBeyondLimit(String measure, ToLongFunction<Minute> value, List<Minute> from,
			List<Minute> last, List<String> grown) {
		long before = median(from, value);
		long after = median(last, value);
		double growth = after / (double) before - 1;
		if (growth >= MAX_GROWTH) {
			grown.add(String.format(Locale.ROOT, "%s grew %.1f %% (%,d to %,d)", measure, growth * 100, before, after));
		}
	}

	private static long median(List<Minute> window, ToLongFunction<Minute> value) {
		long[] values = window.stream().mapToLong(value).sorted().toArray();
		return values[values.length / 2];
	}

	private static long openFiles(long pid) throws IOException {
		try (Stream<Path> descriptors = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
			return descriptors.count();
		}
	}

	private static long difference(OptionalLong before, OptionalLong after) {
		return before.isPresent() && after.isPresent() ? after.getAsLong() - before.getAsLong() : -1;
	}

	/**
	 * One minute's sample; the statements MariaDB ran in the minute show the background
	 * jobs' share beside the clicks' (-1: not readable).
	 */
	private record Minute(int number, long liveHeap, long connections, long threads, long openFiles, long served,
			long failed, long statements) {

		String row() {
			return String.format(Locale.ROOT, "%6d  %12.1f  %14d  %7d  %10d  %11d  %6d  %10d", number, liveHeap / 1e6,
					connections, threads, openFiles, served, failed, statements);
		}

	}

}

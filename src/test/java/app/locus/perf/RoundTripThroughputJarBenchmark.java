package app.locus.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import app.locus.browser.ProductionApp;
import app.locus.fixtures.BenchmarkLog;
import app.locus.perf.DemoSessions.Kind;
import app.locus.support.LoadAverage;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.junit.jupiter.api.Test;
import org.springframework.util.FileSystemUtils;

/**
 * How many signed-in sessions one node holds while the 95th percentile of a server round
 * trip stays within 100 ms (BENCHMARKS.md, DD085). The production jar runs as its own
 * process; every session speaks Vaadin's protocol over HTTP ({@link FlowHttpSession})
 * and, after a think time (uniform around {@code bench.think-ms}, 5 s), clicks the other
 * of two navigation entries: managers switch between the report gallery and the
 * dashboard, clients between their dashboard and the gallery ({@link Clicker}); like a
 * browser's tab, each sends Vaadin's heartbeat. One round trip = one UIDL request with
 * its answer, timed at the driver; one that fails is counted under its cause
 * ({@link RoundTripFailures}: status, Vaadin's answer, exception), printed per step. The
 * number of sessions grows in steps ({@code bench.steps}); each step is measured for
 * {@code bench.step-seconds} (30 s) after 5 s of settling. Beside the driver's times it
 * reports the server's CPU time per round trip ({@link ServerCpu}), which the load of
 * other processes distorts far less, the statements its MariaDB ran per round trip
 * ({@link MariaDbStatus}), the bytes the jar allocated per round trip
 * ({@link JmxHeap#allocatedBytes}), and the times Tomcat itself logged for the same
 * requests ({@link ServerTimes}), which leave out the driver and the wait for a worker
 * thread.
 */
class RoundTripThroughputJarBenchmark {

	private static final long THINK_MS = Long.getLong("bench.think-ms", 5_000);

	private static final int STEP_SECONDS = Integer.getInteger("bench.step-seconds", 30);

	private static final String STEPS = System.getProperty("bench.steps", "50,100,200,400,800");

	private static final double GOAL_P95_MS = 100;

	/**
	 * Seconds the first step's sessions click before anything is measured, so that the
	 * first figure is not the JIT compiler's (0: none).
	 */
	private static final int WARMUP_SECONDS = Integer.getInteger("bench.warmup-seconds", 0);

	/**
	 * More options for the jar's JVM, such as a flight recording for a profile
	 * ({@code -XX:StartFlightRecording=...}, docs/perf/).
	 */
	private static final String JVM_ARGS = System.getProperty("bench.jvm-args", "");

	/**
	 * CPUs for the jar and its MariaDB ({@code taskset} list such as "1"), and for this
	 * driver (such as "0"): so that the driver does not take the server's cores. Off when
	 * empty.
	 */
	private static final String SERVER_CPUS = System.getProperty("bench.server-cpus", "");

	private static final String DRIVER_CPUS = System.getProperty("bench.driver-cpus", "");

	/**
	 * Jars to compare ({@code a.jar,b.jar}; else the build's), each started afresh,
	 * alternating, {@code bench.runs} times (1). An entry may add JVM options of its own
	 * after the jar ({@code a.jar,a.jar -XX:+UseParallelGC}), so that one jar can be
	 * compared with itself under other runtime settings.
	 */
	private static final String JARS = System.getProperty("bench.jars", "");

	private static final int RUNS = Integer.getInteger("bench.runs", 1);

	/**
	 * A folder where the first answer to each page of each kind of session is saved as it
	 * came (docs/perf/uidl_changes.py counts what it holds); none when empty.
	 */
	private static final String ANSWERS_DIR = System.getProperty("bench.answers-dir", "");

	/**
	 * Whether the sessions send Vaadin's heartbeat as a browser's tab does (true); false
	 * reproduces issue 54's failures: each UI closed about three heartbeat intervals
	 * after it was opened.
	 */
	private static final boolean HEARTBEATS = Boolean.parseBoolean(System.getProperty("bench.heartbeats", "true"));

	@Test
	void sessions_one_node_holds_with_a_p95_round_trip_within_100_ms() throws Exception {
		BenchmarkLog log = new BenchmarkLog(0, 1);
		log.line("think time %d ms (uniform 0.5x-1.5x), %d s per step after %d s of warm-up, %s, heartbeats %s",
				THINK_MS, STEP_SECONDS, WARMUP_SECONDS, NodeJvm.described(), HEARTBEATS ? "on" : "off");
		if (!DRIVER_CPUS.isBlank()) {
			ServerCpu.pin(ProcessHandle.current().pid(), DRIVER_CPUS);
		}
		log.line("server pinned to CPUs [%s], driver to [%s] (empty: not pinned); load average at start %s",
				SERVER_CPUS, DRIVER_CPUS, LoadAverage.now());
		List<String> jars = JARS.isBlank() ? List.of(ProductionApp.jarPath().toString())
				: Arrays.stream(JARS.split(",")).map(String::strip).toList();
		Map<String, List<Double>> cpuPerTrip = new TreeMap<>();
		for (int run = 1; run <= RUNS; run++) {
			for (String jar : jars) {
				log.line("run %d, %s:", run, jar);
				measure(jar, log, cpuPerTrip);
			}
		}
		log.line("server CPU ms per round trip (jar + MariaDB), median (min-max) over %d runs:", RUNS);
		cpuPerTrip.forEach((key, values) -> {
			List<Double> sorted = values.stream().sorted().toList();
			log.line("  %-60s %6.2f (%.2f-%.2f)", key, sorted.get(sorted.size() / 2), sorted.get(0),
					sorted.get(sorted.size() - 1));
		});
		log.write("round-trip-throughput");
	}

	private static void measure(String entry, BenchmarkLog log, Map<String, List<Double>> cpuPerTrip) throws Exception {
		int held = 0;
		boolean warm = false;
		List<String> words = Arrays.asList(entry.split("\\s+"));
		Path jar = Path.of(words.get(0));
		Path accessLog = Files.createTempDirectory("locus-access-log");
		ServerTimes inside = new ServerTimes(accessLog);
		List<String> jvm = jvmArgs(words.subList(1, words.size()));
		jvm.addAll(inside.jvmOptions());
		int jmxPort = ProductionApp.freePort();
		jvm.addAll(JmxHeap.jvmOptions(jmxPort));
		try (ProductionApp app = ProductionApp.start(jar, ProductionApp.freePort(), jvm);
				JmxHeap heap = JmxHeap.connect(jmxPort);
				CloseableHttpClient http = FlowHttpSession.sharedClient()) {
			if (!SERVER_CPUS.isBlank()) {
				ServerCpu.pin(app.pid(), SERVER_CPUS);
			}
			DemoSessions demo = new DemoSessions(http, app.address());
			List<Clicker> clickers = new ArrayList<>();
			Map<String, String> firstAnswers = new ConcurrentHashMap<>();
			RoundTripFailures failures = new RoundTripFailures();
			ScheduledExecutorService driver = new ScheduledThreadPoolExecutor(128);
			try {
				for (String step : STEPS.split(",")) {
					int target = Integer.parseInt(step.strip());
					long openingStart = System.nanoTime();
					int alreadyOpen = clickers.size();
					while (clickers.size() < target) {
						Kind kind = DemoSessions.ofMix(clickers.size());
						Clicker clicker = new Clicker(demo.open(kind), kind, demo, driver, THINK_MS, failures,
								ANSWERS_DIR.isBlank() ? null : firstAnswers);
						clickers.add(clicker);
						clicker.start(HEARTBEATS);
					}
					log.line("%4d sessions: %d opened in %.0f s (signed in, page open)", target, target - alreadyOpen,
							(System.nanoTime() - openingStart) / 1e9);
					TimeUnit.SECONDS.sleep(warm ? 5 : 5 + WARMUP_SECONDS);
					warm = true;
					clickers.forEach(Clicker::reset);
					log.line("      %d failed while opening and settling", failures.total());
					failures.lines().forEach(cause -> log.line("      %s", cause));
					failures.clear();
					long windowStart = System.currentTimeMillis();
					ServerCpu before = ServerCpu.of(app.pid());
					Duration driverBefore = ServerCpu.driver();
					OptionalLong statementsBefore = MariaDbStatus.statements(app.pid());
					long allocatedBefore = heap.allocatedBytes();
					TimeUnit.SECONDS.sleep(STEP_SECONDS);
					long allocated = heap.allocatedBytes() - allocatedBefore;
					ServerCpu used = ServerCpu.of(app.pid()).since(before);
					Duration driverUsed = ServerCpu.driver().minus(driverBefore);
					OptionalLong statementsAfter = MariaDbStatus.statements(app.pid());
					long windowEnd = System.currentTimeMillis();
					long[] times = clickers.stream().flatMapToLong(Clicker::times).sorted().toArray();
					long failed = failures.total();
					double p50 = percentile(times, 0.50);
					double p95 = percentile(times, 0.95);
					int served = Math.max(1, times.length);
					double cpuMs = used.total().toNanos() / 1e6 / served;
					log.line(
							"%4d sessions: %6d round trips (%5.1f/s), p50 %6.1f ms, p95 %6.1f ms, max %7.1f ms, %d failed "
									+ "(causes below); "
									+ "server CPU %.2f ms per round trip (jar %.2f, MariaDB %.2f), %.2f cores; "
									+ "driver CPU %.2f ms per round trip; %s statements per round trip; "
									+ "%.2f MB allocated per round trip; load %s",
							target, times.length, times.length / (double) STEP_SECONDS, p50, p95,
							times.length == 0 ? 0 : times[times.length - 1] / 1e6, failed, cpuMs,
							used.jar().toNanos() / 1e6 / served, used.children().toNanos() / 1e6 / served,
							used.total().toNanos() / 1e9 / STEP_SECONDS, driverUsed.toNanos() / 1e6 / served,
							perTrip(statementsBefore, statementsAfter, served), allocated / 1e6 / served,
							LoadAverage.now());
					failures.lines().forEach(cause -> log.line("      %s", cause));
					Map<String, long[]> sizes = new TreeMap<>();
					clickers.forEach(clicker -> clicker.addAnswerSizes(sizes));
					log.line("      inside the server (Tomcat, from reading the request to the answer written): %s",
							inside.between(windowStart, windowEnd));
					sizes.forEach(
							(page, sum) -> log.line("      answer to a navigation to the %s: %,d characters on average",
									page, sum[0] / Math.max(1, sum[1])));
					cpuPerTrip.computeIfAbsent(entry + " at " + target + " sessions", key -> new ArrayList<>())
						.add(cpuMs);
					assertThat(failed).as("failed round trips and heartbeats").isZero();
					if (p95 > GOAL_P95_MS) {
						break;
					}
					held = target;
				}
			}
			finally {
				driver.shutdownNow();
			}
			saveAnswers(firstAnswers);
		}
		finally {
			FileSystemUtils.deleteRecursively(accessLog);
		}
		log.line("Largest step with p95 <= %.0f ms: %d sessions", GOAL_P95_MS, held);
	}

	private static void saveAnswers(Map<String, String> firstAnswers) throws IOException {
		if (ANSWERS_DIR.isBlank()) {
			return;
		}
		Path dir = Files.createDirectories(Path.of(ANSWERS_DIR));
		for (Map.Entry<String, String> answer : firstAnswers.entrySet()) {
			Files.writeString(dir.resolve(answer.getKey() + ".json"), answer.getValue());
		}
	}

	private static List<String> jvmArgs(List<String> entryOptions) {
		List<String> args = NodeJvm.options();
		Arrays.stream(JVM_ARGS.split(" ")).filter(arg -> !arg.isBlank()).forEach(args::add);
		args.addAll(entryOptions);
		return args;
	}

	/**
	 * Statements MariaDB ran per round trip in the window, the benchmark's own two
	 * readings and the jar's background work included; "n/a" when not readable.
	 */
	private static String perTrip(OptionalLong before, OptionalLong after, int served) {
		if (before.isEmpty() || after.isEmpty()) {
			return "n/a";
		}
		return String.format(Locale.ROOT, "%.2f", (after.getAsLong() - before.getAsLong()) / (double) served);
	}

	/** The value at this share of sorted nanoseconds, in milliseconds. */
	static double percentile(long[] sorted, double share) {
		if (sorted.length == 0) {
			return 0;
		}
		return sorted[Math.min(sorted.length - 1, (int) Math.ceil(sorted.length * share) - 1)] / 1e6;
	}

}

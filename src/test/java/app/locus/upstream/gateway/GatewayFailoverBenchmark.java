package app.locus.upstream.gateway;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javax.sql.DataSource;

import app.locus.support.IntegrationTest;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * How long the surviving node takes to reach the account's full rate at the service after
 * the other of two stops mid-run ({@link FailoverRun}), over {@code bench.runs} (5) runs
 * one after another, each with a fresh account: every run's figure, busiest second and
 * 429s, then median and range. Runs only in the {@code bench} profile:
 * {@code ./mvnw -o -Pbench test -Dtest=GatewayFailoverBenchmark}. Results also go to
 * {@code target/bench/gateway-failover.txt}.
 */
@IntegrationTest
class GatewayFailoverBenchmark {

	private static final int RECEIVED_BEFORE_THE_STOP = 25;

	private static final int SENT_ALONE = 25;

	@Autowired
	DataSource dataSource;

	@Test
	void the_survivor_takes_over_after_a_node_stops() throws IOException {
		int runs = Integer.getInteger("bench.runs", 5);
		List<String> lines = new ArrayList<>();
		List<Duration> takeOvers = new ArrayList<>();
		for (int i = 1; i <= runs; i++) {
			try (FailoverRun run = new FailoverRun(dataSource)) {
				Duration takeOver = run.takeOver(RECEIVED_BEFORE_THE_STOP, SENT_ALONE, Duration.ofSeconds(60));
				takeOvers.add(takeOver);
				lines.add(String.format(Locale.ROOT,
						"run %d of %d at %s: take-over %d ms, busiest 1 s window %d (must be <= 5), 429s %d", i, runs,
						Instant.now(), takeOver.toMillis(), run.busiestWindow(), run.tooManyRequests()));
			}
		}
		List<Duration> sorted = takeOvers.stream().sorted().toList();
		lines.add(String.format(Locale.ROOT, "take-over over %d runs: median %d ms, min %d ms, max %d ms",
				sorted.size(), sorted.get(sorted.size() / 2).toMillis(), sorted.get(0).toMillis(),
				sorted.get(sorted.size() - 1).toMillis()));
		lines.forEach(System.out::println);
		Path out = Path.of("target", "bench", "gateway-failover.txt");
		Files.createDirectories(out.getParent());
		Files.write(out, lines);
	}

}

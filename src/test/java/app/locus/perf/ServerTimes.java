package app.locus.perf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * How long the jar itself took over each UIDL request, as Tomcat's access log records it:
 * from the moment a worker thread starts reading the request to the moment the answer is
 * written. The driver's round trip adds to it the wait for a worker, the loopback network
 * and the driver's own threads, which share the cores; the difference between the two is
 * what the driver and the queue in front of Tomcat cost (issue 21: "the figure measures
 * the server, not the driver").
 */
final class ServerTimes {

	// Start of the request (epoch ms), time taken (µs, Tomcat 10), query string.
	private static final String PATTERN = "%{begin:msec}t %D %q";

	private final Path folder;

	ServerTimes(Path folder) {
		this.folder = folder;
	}

	/**
	 * JVM options that make the jar write its access log, unbuffered, into the folder.
	 */
	List<String> jvmOptions() {
		return List.of("-Dserver.tomcat.accesslog.enabled=true",
				"-Dserver.tomcat.accesslog.directory=" + folder.toAbsolutePath(),
				"-Dserver.tomcat.accesslog.buffered=false", "-Dserver.tomcat.accesslog.pattern=" + PATTERN);
	}

	/**
	 * p50 and p95 of the UIDL requests that started in [from, to), epoch milliseconds.
	 */
	String between(long from, long to) {
		long[] nanos = lines().map(line -> line.split(" "))
			.filter(field -> field.length == 3 && field[2].contains("v-r=uidl"))
			.filter(field -> Long.parseLong(field[0]) >= from && Long.parseLong(field[0]) < to)
			.mapToLong(field -> Long.parseLong(field[1]) * 1000)
			.sorted()
			.toArray();
		if (nanos.length == 0) {
			return "none logged";
		}
		return String.format(Locale.ROOT, "p50 %.1f ms, p95 %.1f ms over %d requests",
				RoundTripThroughputJarBenchmark.percentile(nanos, 0.50),
				RoundTripThroughputJarBenchmark.percentile(nanos, 0.95), nanos.length);
	}

	private Stream<String> lines() {
		try (Stream<Path> logs = Files.list(folder)) {
			List<Path> files = logs.toList();
			return files.stream().flatMap(ServerTimes::read);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static Stream<String> read(Path log) {
		try {
			return Files.readAllLines(log).stream();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}

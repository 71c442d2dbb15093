package app.locus.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.browser.ProductionApp;
import app.locus.fixtures.BenchmarkLog;
import app.locus.perf.DemoSessions.Kind;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.junit.jupiter.api.Test;

/**
 * Where the heap of a signed-in session goes (BENCHMARKS.md, DD086): the production jar
 * as in {@link SessionMemoryJarBenchmark}; per kind, the jar's class histogram of live
 * objects ({@code jcmd GC.class_histogram}, which collects fully first) with
 * {@code bench.sessions} sessions (200) open minus the one with none, per session, the
 * classes that grew most first.
 */
class SessionMemoryBreakdownJarBenchmark {

	private static final int SESSIONS = Integer.getInteger("bench.sessions", 200);

	private static final int TOP = Integer.getInteger("bench.top", 40);

	private static final Pattern ROW = Pattern.compile("^\\s*\\d+:\\s+(\\d+)\\s+(\\d+)\\s+(\\S+)");

	@Test
	void classes_that_grow_with_each_signed_in_session() throws Exception {
		List<String> jvm = List.of("-Xms1g", "-Xmx1g", "-XX:+UseG1GC");
		BenchmarkLog log = new BenchmarkLog(0, 1);
		try (ProductionApp app = ProductionApp.start(ProductionApp.jarPath(), ProductionApp.freePort(), jvm);
				CloseableHttpClient http = FlowHttpSession.sharedClient()) {
			DemoSessions demo = new DemoSessions(http, app.address());
			for (Kind kind : Kind.values()) {
				DemoSessions.signOut(demo.open(kind, 20));
			}
			for (Kind kind : Kind.values()) {
				String answer = demo.openingAnswer(kind);
				boolean latin1 = answer.chars().allMatch(c -> c <= 0xFF);
				log.line(
						"%s: the answer that opened the page (Vaadin keeps a copy per UI until the next request, to send it "
								+ "again; kept deflated since DD086): %,d characters, %,.1f KB as a Java string (%s)",
						kind, answer.length(), answer.length() * (latin1 ? 1 : 2) / 1024.0,
						latin1 ? "Latin-1" : "UTF-16");
				Files.createDirectories(Path.of("target", "benchmarks"));
				Files.writeString(Path.of("target", "benchmarks", kind.name().toLowerCase(Locale.ROOT) + "-answer.txt"),
						answer);
			}
			for (Kind kind : Kind.values()) {
				Map<String, long[]> none = histogram(app.pid());
				List<FlowHttpSession> sessions = demo.open(kind, SESSIONS);
				Map<String, long[]> with = histogram(app.pid());
				DemoSessions.signOut(sessions);
				List<Growth> growth = growth(none, with);
				long total = growth.stream().mapToLong(Growth::bytes).sum();
				log.line("%s: %,.1f KB per session in all (%d sessions, class histogram of live objects)", kind,
						total / 1024.0 / SESSIONS, SESSIONS);
				growth.stream()
					.limit(TOP)
					.forEach(row -> log.line("  %8.1f KB  %8.1f objects  %s", row.bytes() / 1024.0 / SESSIONS,
							row.instances() / (double) SESSIONS, row.className()));
				log.line("  components and app objects per session:");
				growth.stream()
					.filter(row -> row.instances() > 0 && isComponentOrApp(row.className()))
					.sorted(Comparator.comparingLong(Growth::instances).reversed())
					.forEach(row -> log.line("  %8.1f objects  %s", row.instances() / (double) SESSIONS,
							row.className()));
				assertThat(total).as("sessions must cost heap, or they were not kept").isPositive();
			}
		}
		log.write("session-memory-breakdown");
	}

	private static boolean isComponentOrApp(String className) {
		return className.startsWith("app.locus.") || (className.startsWith("com.vaadin.flow.component.")
				&& !className.startsWith("com.vaadin.flow.component.internal.") && !className.contains("$$Lambda"));
	}

	private static List<Growth> growth(Map<String, long[]> none, Map<String, long[]> with) {
		List<Growth> rows = new ArrayList<>();
		with.forEach((name, counts) -> {
			long[] before = none.getOrDefault(name, new long[2]);
			rows.add(new Growth(name, counts[0] - before[0], counts[1] - before[1]));
		});
		none.forEach((name, counts) -> {
			if (!with.containsKey(name)) {
				rows.add(new Growth(name, -counts[0], -counts[1]));
			}
		});
		rows.sort(Comparator.comparingLong(Growth::bytes).reversed());
		return rows;
	}

	private static Map<String, long[]> histogram(long pid) throws IOException, InterruptedException {
		Process jcmd = new ProcessBuilder("jcmd", Long.toString(pid), "GC.class_histogram").redirectErrorStream(true)
			.start();
		String out = new String(jcmd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (jcmd.waitFor() != 0) {
			throw new IllegalStateException("jcmd failed: " + out);
		}
		Map<String, long[]> rows = new HashMap<>();
		for (String line : out.split("\n")) {
			Matcher row = ROW.matcher(line);
			if (row.find()) {
				rows.merge(row.group(3), new long[] { Long.parseLong(row.group(1)), Long.parseLong(row.group(2)) },
						(a, b) -> new long[] { a[0] + b[0], a[1] + b[1] });
			}
		}
		return rows;
	}

	private record Growth(String className, long instances, long bytes) {
	}

}

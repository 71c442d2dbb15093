package app.locus.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import app.locus.browser.ProductionApp;
import app.locus.fixtures.BenchmarkLog;
import app.locus.perf.DemoSessions.Kind;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.junit.jupiter.api.Test;

/**
 * Live heap per signed-in session of the production jar (BENCHMARKS.md, DD085): the jar
 * runs as its own process with a fixed heap on the embedded default;
 * {@code bench.sessions} sessions (200) sign in over HTTP and open their page through
 * Vaadin's own protocol; the heap after full collections with them, minus the heap with
 * none, divided by their number. Repeated {@code bench.rounds} times (3) per kind in the
 * same JVM, signing all out in between.
 */
class SessionMemoryJarBenchmark {

	private static final int SESSIONS = Integer.getInteger("bench.sessions", 200);

	private static final int ROUNDS = Integer.getInteger("bench.rounds", 3);

	private static final int WARM_UP_SESSIONS = 20;

	@Test
	void live_heap_per_signed_in_session_of_a_manager_on_the_gallery_and_a_client_on_the_dashboard() throws Exception {
		int jmxPort = ProductionApp.freePort();
		List<String> jvm = new ArrayList<>(List.of("-Xms1g", "-Xmx1g", "-XX:+UseG1GC"));
		jvm.addAll(JmxHeap.jvmOptions(jmxPort));
		BenchmarkLog log = new BenchmarkLog(0, 1);
		try (ProductionApp app = ProductionApp.start(ProductionApp.jarPath(), ProductionApp.freePort(), jvm);
				JmxHeap heap = JmxHeap.connect(jmxPort);
				CloseableHttpClient http = FlowHttpSession.sharedClient()) {
			DemoSessions demo = new DemoSessions(http, app.address());
			for (Kind kind : Kind.values()) {
				DemoSessions.signOut(demo.open(kind, WARM_UP_SESSIONS));
			}
			log.line("%d sessions per round, %d rounds per kind, -Xmx1g G1, production jar, live heap after full GC",
					SESSIONS, ROUNDS);
			for (Kind kind : Kind.values()) {
				long[] perSession = new long[ROUNDS];
				for (int round = 0; round < ROUNDS; round++) {
					long none = heap.liveBytes();
					List<FlowHttpSession> sessions = demo.open(kind, SESSIONS);
					long with = heap.liveBytes();
					perSession[round] = (with - none) / SESSIONS;
					log.line("%-20s round %d: none %,d KB, with %d sessions %,d KB -> %,d KB per session", kind,
							round + 1, none / 1024, SESSIONS, with / 1024, perSession[round] / 1024);
					DemoSessions.signOut(sessions);
				}
				Arrays.sort(perSession);
				log.line("%-20s per session: median %,d KB (min %,d, max %,d)", kind, perSession[ROUNDS / 2] / 1024,
						perSession[0] / 1024, perSession[ROUNDS - 1] / 1024);
				assertThat(perSession[0]).as("sessions must cost heap, or they were not kept").isPositive();
			}
		}
		log.write("session-memory");
	}

}

package app.locus.perf;

import java.util.ArrayList;
import java.util.List;

/**
 * The jar's JVM as the image runs it on a node, each setting overridable by a system
 * property: the heap ({@code bench.heap}, 3 GB, what the image gives the JVM on the node
 * of docs/deployment.md, DD177; figures before DD177 were taken with 1 GB), G1's pause
 * target ({@code bench.gc-pause-ms}, 50 ms, DD179; the JVM's own default is 200) and how
 * many young collections an object survives before G1 moves it to the old generation
 * ({@code bench.gc-tenuring}, 0, DD181; the JVM's own default is 15).
 */
final class NodeJvm {

	static final String HEAP = System.getProperty("bench.heap", "3g");

	static final String GC_PAUSE_MS = System.getProperty("bench.gc-pause-ms", "50");

	static final String GC_TENURING = System.getProperty("bench.gc-tenuring", "0");

	private NodeJvm() {
	}

	/** The options, in a list the caller may add to. */
	static List<String> options() {
		return new ArrayList<>(List.of("-Xms" + HEAP, "-Xmx" + HEAP, "-XX:MaxGCPauseMillis=" + GC_PAUSE_MS,
				"-XX:MaxTenuringThreshold=" + GC_TENURING));
	}

	/** How the options read in a benchmark's output. */
	static String described() {
		return "production jar with -Xmx" + HEAP + " -XX:MaxGCPauseMillis=" + GC_PAUSE_MS + " -XX:MaxTenuringThreshold="
				+ GC_TENURING;
	}

}

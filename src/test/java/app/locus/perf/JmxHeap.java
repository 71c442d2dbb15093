package app.locus.perf;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;

import com.sun.management.ThreadMXBean;
import javax.management.MBeanServerConnection;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * The heap of another JVM (the production jar under test), read over JMX on a local port:
 * live heap = heap in use right after a full collection; the bytes its threads have
 * allocated so far; and how many threads it has.
 */
final class JmxHeap implements AutoCloseable {

	private final JMXConnector connector;

	private final MemoryMXBean memory;

	private final ThreadMXBean threads;

	private JmxHeap(JMXConnector connector, MemoryMXBean memory, ThreadMXBean threads) {
		this.connector = connector;
		this.memory = memory;
		this.threads = threads;
	}

	/**
	 * JVM options that open JMX on {@code port} of the loopback address, without auth.
	 */
	static List<String> jvmOptions(int port) {
		return List.of("-Dcom.sun.management.jmxremote.port=" + port, "-Dcom.sun.management.jmxremote.rmi.port=" + port,
				"-Dcom.sun.management.jmxremote.authenticate=false", "-Dcom.sun.management.jmxremote.ssl=false",
				"-Dcom.sun.management.jmxremote.host=127.0.0.1", "-Djava.rmi.server.hostname=127.0.0.1");
	}

	static JmxHeap connect(int port) throws Exception {
		JMXConnector connector = JMXConnectorFactory
			.connect(new JMXServiceURL("service:jmx:rmi:///jndi/rmi://127.0.0.1:" + port + "/jmxrmi"));
		MBeanServerConnection server = connector.getMBeanServerConnection();
		return new JmxHeap(connector,
				ManagementFactory.newPlatformMXBeanProxy(server, ManagementFactory.MEMORY_MXBEAN_NAME,
						MemoryMXBean.class),
				ManagementFactory.newPlatformMXBeanProxy(server, ManagementFactory.THREAD_MXBEAN_NAME,
						ThreadMXBean.class));
	}

	/**
	 * Bytes of heap in use after full collections (G1 collects the whole heap on an
	 * explicit GC); the smallest of three, so that a collection racing with a request of
	 * the app's own background jobs does not count.
	 */
	long liveBytes() {
		long least = Long.MAX_VALUE;
		for (int i = 0; i < 3; i++) {
			memory.gc();
			least = Math.min(least, memory.getHeapMemoryUsage().getUsed());
		}
		return least;
	}

	/**
	 * Bytes allocated on the heap by all the JVM's threads since it started, ended
	 * threads included (HotSpot's estimate).
	 */
	long allocatedBytes() {
		return threads.getTotalThreadAllocatedBytes();
	}

	/** The JVM's live threads, daemons included. */
	/**
	 * The live threads counted by name with their numbers taken out
	 * ("http-nio-8080-exec-12" counts as "http-nio-#-exec-#"), most first: what a growing
	 * thread count is made of.
	 */
	Map<String, Long> threadsByName() {
		return Arrays.stream(threads.getThreadInfo(threads.getAllThreadIds()))
			.filter(Objects::nonNull)
			.collect(Collectors.groupingBy(info -> info.getThreadName().replaceAll("\\d+", "#"), TreeMap::new,
					Collectors.counting()));
	}

	int liveThreads() {
		return threads.getThreadCount();
	}

	@Override
	public void close() throws Exception {
		connector.close();
	}

}

package app.locus.perf;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.stream.Stream;

/**
 * CPU time the server under test has used so far, read from the operating system
 * ({@code /proc/<pid>/stat} through {@link ProcessHandle.Info#totalCpuDuration()}): the
 * jar's JVM and, apart, its child processes (the embedded MariaDB). Unlike a round trip
 * timed at the driver, the CPU a request costs hardly grows when other processes share
 * the cores, so its difference over a measured window, divided by the round trips served
 * in it, is a figure that load distorts little.
 */
record ServerCpu(Duration jar, Duration children) {

	static ServerCpu of(long pid) {
		ProcessHandle jar = process(pid);
		return new ServerCpu(cpu(jar), jar.descendants().map(ServerCpu::cpu).reduce(Duration.ZERO, Duration::plus));
	}

	/**
	 * CPU time this process (the load driver) has used so far, its child processes not
	 * included.
	 */
	static Duration driver() {
		return cpu(ProcessHandle.current());
	}

	/** CPU used between {@code earlier} and this reading. */
	ServerCpu since(ServerCpu earlier) {
		return new ServerCpu(jar.minus(earlier.jar), children.minus(earlier.children));
	}

	Duration total() {
		return jar.plus(children);
	}

	/**
	 * Restricts the process {@code pid} with all its threads and its child processes to
	 * {@code cpus} (a list such as "0" or "0,1"), as {@code taskset -a -c -p} does;
	 * threads started later inherit the set.
	 */
	static void pin(long pid, String cpus) throws Exception {
		for (ProcessHandle each : Stream.concat(Stream.of(process(pid)), process(pid).descendants()).toList()) {
			Process taskset = new ProcessBuilder("taskset", "-a", "-c", "-p", cpus, Long.toString(each.pid()))
				.redirectErrorStream(true)
				.start();
			String out = new String(taskset.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			if (taskset.waitFor() != 0) {
				throw new IllegalStateException("taskset failed for " + each.pid() + ": " + out);
			}
		}
	}

	private static ProcessHandle process(long pid) {
		return ProcessHandle.of(pid).orElseThrow(() -> new IllegalStateException("No process " + pid));
	}

	private static Duration cpu(ProcessHandle process) {
		return process.info().totalCpuDuration().orElse(Duration.ZERO);
	}

}

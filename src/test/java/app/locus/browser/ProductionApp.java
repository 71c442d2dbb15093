package app.locus.browser;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The production jar of this build ({@code target/locus.jar}), started once per test JVM
 * as its own process on the embedded default: a free port, a fresh {@code LOCUS_DATA_DIR}
 * (so the demo data is seeded), ready once its readiness probe answers, stopped when the
 * test run ends (DD084). With {@code -Dlocus.browser.url=...} the tests use an app that
 * is already running instead.
 */
public final class ProductionApp implements ExtensionContext.Store.CloseableResource, AutoCloseable {

	// Longer with -Dlocus.app.start-minutes on a machine busy with other builds.
	private static final Duration START_TIMEOUT = Duration.ofMinutes(Long.getLong("locus.app.start-minutes", 4));

	private static ProductionApp running;

	private final Process process;

	private final String url;

	private final Path dataDir;

	private ProductionApp(Process process, String url, Path dataDir) {
		this.process = process;
		this.url = url;
		this.dataDir = dataDir;
	}

	/** The address of the app the tests run against, without a trailing slash. */
	public static String url() {
		if (running == null) {
			throw new IllegalStateException("Extend the test class with ProductionApp.OncePerRun");
		}
		return running.url;
	}

	/**
	 * Starts the app once for the whole test run, before the first test class that is
	 * extended with it; JUnit closes it when the run ends.
	 */
	public static final class OncePerRun implements BeforeAllCallback {

		@Override
		public void beforeAll(ExtensionContext context) throws Exception {
			synchronized (ProductionApp.class) {
				if (running != null) {
					return;
				}
				String given = System.getProperty("locus.browser.url");
				running = given != null ? new ProductionApp(null, given, null) : start(jarPath(), freePort(), null);
				context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL).put(ProductionApp.class, running);
			}
		}

	}

	/**
	 * Starts the jar with a fresh data directory and waits until it is ready; extra JVM
	 * options (such as a heap size) go before {@code -jar}. The jar runs on the tests'
	 * own Java unless {@code locus.app.java-home} names another (a benchmark's runtime).
	 */
	public static ProductionApp start(Path jar, int port, List<String> jvmOptions) throws Exception {
		Path dataDir = Files.createTempDirectory("locus-browser-data");
		Path log = Path.of("target", "production-app-" + port + ".log");
		List<String> command = new ArrayList<>();
		command.add(Path.of(System.getProperty("locus.app.java-home", System.getProperty("java.home")), "bin", "java")
			.toString());
		command.add("-Xmx768m");
		if (jvmOptions != null) {
			command.addAll(jvmOptions);
		}
		// The first report and campaign sync at once instead of after a minute, so the
		// calendar holds the demo campaigns' runs when the tests look.
		command.addAll(List.of("-jar", jar.toString(), "--server.port=" + port, "--locus.sync.initial-delay=PT1S"));
		ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
		builder.environment().put("LOCUS_DATA_DIR", dataDir.toString());
		builder.environment().remove("LOCUS_DB_URL");
		Process process = builder.start();
		ProductionApp app = new ProductionApp(process, "http://localhost:" + port, dataDir);
		try {
			app.awaitReady(log);
		}
		catch (Exception | AssertionError ex) {
			app.close();
			throw ex;
		}
		return app;
	}

	/** The operating system's id of the app's process. */
	public long pid() {
		return process.pid();
	}

	/** Stops the app's process (and the embedded MariaDB it started). */
	@Override
	public void close() {
		if (process == null) {
			return;
		}
		// The embedded MariaDB is a child process; remember it before the app goes.
		List<ProcessHandle> children = process.descendants().toList();
		process.destroy();
		try {
			if (!process.waitFor(Duration.ofSeconds(30).toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
				process.destroyForcibly();
			}
		}
		catch (InterruptedException ex) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
		}
		children.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
		deleteDataDir();
	}

	private void deleteDataDir() {
		try (var paths = Files.walk(dataDir)) {
			paths.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** The address of this app, without a trailing slash. */
	public String address() {
		return url;
	}

	private void awaitReady(Path log) throws Exception {
		HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
		HttpRequest probe = HttpRequest.newBuilder(URI.create(url + "/actuator/health/readiness"))
			.timeout(Duration.ofSeconds(5))
			.build();
		// the web server starts last: until then the probe cannot connect
		await("the production jar ready (see " + log + ")").atMost(START_TIMEOUT)
			.pollInterval(Duration.ofMillis(250))
			.ignoreExceptionsInstanceOf(IOException.class)
			.until(() -> {
				if (!process.isAlive()) {
					throw new IllegalStateException("The production jar stopped while starting; see " + log);
				}
				return http.send(probe, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
			});
	}

	/**
	 * The jar this build packaged ({@code -Dlocus.jar}, else {@code target/locus.jar}).
	 */
	public static Path jarPath() {
		Path jar = Path.of(System.getProperty("locus.jar", "target/locus.jar"));
		if (!Files.isRegularFile(jar)) {
			throw new IllegalStateException("No production jar at " + jar + ": run the tests with ./mvnw verify");
		}
		return jar;
	}

	/** A port nobody listens on right now. */
	public static int freePort() {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}

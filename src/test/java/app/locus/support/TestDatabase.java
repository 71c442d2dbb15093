package app.locus.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import app.locus.base.db.EmbeddedMariaDb;

import com.zaxxer.hikari.HikariDataSource;

/**
 * The one MariaDB of a test run: the server named by {@code LOCUS_TEST_DB_URL}, or an
 * embedded one started once per JVM (not per class) in a fresh temporary directory. Tests
 * share it, so each test makes its own rows with random ids and never assumes an empty
 * table.
 */
public final class TestDatabase {

	private static String url;

	private static EmbeddedMariaDb embedded;

	private TestDatabase() {
	}

	public static synchronized String url() {
		if (url == null) {
			String external = System.getenv("LOCUS_TEST_DB_URL");
			url = external != null && !external.isBlank() ? external : startEmbedded();
		}
		return url;
	}

	public static synchronized String user() {
		url();
		if (embedded != null) {
			return embedded.user();
		}
		String user = System.getenv("LOCUS_TEST_DB_USER");
		return user == null ? "root" : user;
	}

	public static synchronized String password() {
		url();
		if (embedded != null) {
			return embedded.password();
		}
		String password = System.getenv("LOCUS_TEST_DB_PASSWORD");
		return password == null ? "" : password;
	}

	/**
	 * A connection pool of its own on the test database, as another node has:
	 * {@code size} connections, their default isolation {@code isolation} (a JDBC
	 * constant's name).
	 */
	public static HikariDataSource pool(String name, int size, String isolation) {
		HikariDataSource pool = new HikariDataSource();
		pool.setJdbcUrl(url());
		pool.setUsername(user());
		pool.setPassword(password());
		pool.setPoolName(name);
		pool.setMaximumPoolSize(size);
		pool.setMinimumIdle(size);
		pool.setTransactionIsolation(isolation);
		return pool;
	}

	private static String startEmbedded() {
		try {
			Path dir = Files.createTempDirectory("locus-test-db");
			embedded = EmbeddedMariaDb.start(dir, "locus_test");
			Runtime.getRuntime().addShutdownHook(new Thread(() -> {
				embedded.close();
				deleteQuietly(dir);
			}, "test-mariadb-stop"));
			return embedded.jdbcUrl("locus_test");
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

	/**
	 * Each run's server takes hundreds of MB; leftovers would fill the disk of a busy
	 * machine.
	 */
	private static void deleteQuietly(Path dir) {
		try (Stream<Path> paths = Files.walk(dir)) {
			paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
		catch (IOException | UncheckedIOException ex) {
			System.err.println("Could not delete the test database in " + dir + ": " + ex.getMessage());
		}
	}

}

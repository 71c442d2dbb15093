package app.locus.backup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import app.locus.base.db.EmbeddedMariaDb;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The jar's backup and restore commands (issue 47, DD191), run as the jar runs them, on
 * MariaDB servers of the test's own: a "portal" data folder whose embedded server runs
 * (the backup joins it), with rows in every table of the newest schema, and a target
 * server reached as an external database ({@code LOCUS_DB_URL}).
 */
class BackupRestoreTest {

	private static final String DATABASE = "locus";

	private static final String KEY = newKey();

	private static Path portalDir;

	private static Path work;

	private static EmbeddedMariaDb portal;

	private static EmbeddedMariaDb target;

	private static EveryTableRows rows;

	private static Path backup;

	private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

	@BeforeAll
	static void startPortalAndTarget() throws Exception {
		work = Files.createTempDirectory("locus-backup-test");
		portalDir = work.resolve("portal");
		Files.createDirectories(portalDir);
		writeKey(portalDir, KEY);
		portal = EmbeddedMariaDb.start(portalDir.resolve("mariadb"), DATABASE);
		target = EmbeddedMariaDb.start(work.resolve("target"), DATABASE);
		Flyway.configure()
			.dataSource(portal.jdbcUrl(DATABASE), portal.user(), portal.password())
			.locations("classpath:db/migration")
			.load()
			.migrate();
		try (Connection connection = connect(portal)) {
			rows = EveryTableRows.of(connection);
			rows.insertIntoEveryTable(connection, 1);
			rows.insertIntoEveryTable(connection, 2);
		}
		backup = work.resolve("portal.locus-backup");
	}

	@AfterAll
	static void stopServers() throws IOException {
		for (EmbeddedMariaDb server : new EmbeddedMariaDb[] { portal, target }) {
			if (server != null) {
				server.close();
			}
		}
		try (Stream<Path> files = Files.walk(work)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	@BeforeEach
	void targetHoldsATable() throws SQLException {
		try (Connection connection = connect(target); Statement statement = connection.createStatement()) {
			statement.execute("CREATE TABLE IF NOT EXISTS left_here (id INT PRIMARY KEY)");
			statement.execute("INSERT IGNORE INTO left_here VALUES (7)");
		}
	}

	@Test
	void every_table_of_the_running_portal_comes_back_row_for_row_in_an_empty_data_folder() throws Exception {
		Map<String, String> before;
		try (Connection connection = connect(portal)) {
			before = TableDigests.of(connection);
		}
		assertThat(before).as("the portal has rows in every table")
			.allSatisfy((table, digest) -> assertThat(digest).doesNotStartWith("0 rows"));
		assertThat(before.keySet()).containsAll(rows.tables());

		assertThat(run("backup", backup.toString(), "--locus.db.url=", "--locus.data-dir=" + portalDir)).as(printed())
			.isZero();
		assertThat(printed()).contains("running portal's database").contains(before.size() + " tables");

		Path restored = work.resolve("restored");
		Files.createDirectories(restored);
		writeKey(restored, KEY);
		assertThat(run("restore", backup.toString(), "--locus.db.url=", "--locus.data-dir=" + restored)).as(printed())
			.isZero();
		assertThat(printed()).contains("Restore: " + before.size() + "/" + before.size() + " tables");

		try (EmbeddedMariaDb server = EmbeddedMariaDb.start(restored.resolve("mariadb"), DATABASE);
				Connection connection = connect(server)) {
			assertThat(TableDigests.of(connection)).isEqualTo(before);
		}
	}

	@Test
	void the_master_key_is_nowhere_in_the_backup_nor_in_what_the_commands_print() throws Exception {
		assertThat(run("backup", backup.toString(), "--locus.db.url=", "--locus.data-dir=" + portalDir)).as(printed())
			.isZero();
		byte[] file = Files.readAllBytes(backup);
		byte[] content = new GZIPInputStream(new ByteArrayInputStream(file, 12, file.length - 12 - 32)).readAllBytes();
		byte[] key = Base64.getDecoder().decode(KEY);
		for (byte[] bytes : List.of(file, content)) {
			assertThat(indexOf(bytes, key)).isNegative();
			assertThat(indexOf(bytes, KEY.getBytes(StandardCharsets.US_ASCII))).isNegative();
		}
		assertThat(printed()).doesNotContain(KEY);
	}

	@Test
	void a_target_with_tables_is_refused_without_replace_and_left_as_it_was() throws Exception {
		takeBackup();
		Map<String, String> before = targetDigests();

		assertThat(restoreIntoTarget(KEY)).isEqualTo(BackupCommand.FAILED);

		assertThat(printed()).contains("is not empty").contains("--replace");
		assertThat(targetDigests()).isEqualTo(before);
	}

	@Test
	void replace_drops_the_targets_tables_and_restores_the_backup() throws Exception {
		takeBackup();
		Map<String, String> portalRows;
		try (Connection connection = connect(portal)) {
			portalRows = TableDigests.of(connection);
		}

		assertThat(restoreIntoTarget(KEY, "--replace")).as(printed()).isZero();

		assertThat(targetDigests()).isEqualTo(portalRows);
	}

	@Test
	void a_damaged_or_foreign_file_is_refused_and_nothing_changes() throws Exception {
		takeBackup();
		byte[] whole = Files.readAllBytes(backup);
		byte[] flipped = whole.clone();
		flipped[whole.length / 2] ^= 0x10;
		Map<String, byte[]> files = Map.of("flipped", flipped, "cut short", Arrays.copyOf(whole, whole.length - 100),
				"cut to its magic", Arrays.copyOf(whole, 8), "empty", new byte[0], "foreign",
				"PK\u0003\u0004 a zip file, say".getBytes(StandardCharsets.US_ASCII));
		Map<String, String> before = targetDigests();

		for (Map.Entry<String, byte[]> file : files.entrySet()) {
			Path bad = work.resolve(file.getKey().replace(' ', '-') + ".locus-backup");
			Files.write(bad, file.getValue());
			printed.reset();
			assertThat(run("restore", bad.toString(), "--replace", "--locus.db.url=" + target.jdbcUrl(DATABASE),
					"--locus.db.user=" + target.user(), "--locus.db.password=" + target.password(),
					"--locus.master-key=" + KEY))
				.as(file.getKey())
				.isEqualTo(BackupCommand.FAILED);
			assertThat(printed()).as(file.getKey())
				.startsWith("Refused: " + bad)
				.contains(Set.of("foreign", "empty").contains(file.getKey()) ? "is not a Locus backup"
						: "is a damaged Locus backup");
		}
		assertThat(targetDigests()).isEqualTo(before);
	}

	@Test
	void a_wrong_master_key_is_refused_at_restore_time_and_nothing_changes() throws Exception {
		takeBackup();
		Map<String, String> before = targetDigests();
		String otherKey = newKey();

		assertThat(restoreIntoTarget(otherKey, "--replace")).isEqualTo(BackupCommand.FAILED);

		assertThat(printed()).startsWith("Refused: Wrong master key").doesNotContain(otherKey).doesNotContain(KEY);
		assertThat(targetDigests()).isEqualTo(before);
	}

	@Test
	void a_backup_taken_while_the_portal_writes_holds_whole_transactions() throws Exception {
		List<String> tables = rows.tables();
		String first = tables.get(0);
		String last = tables.get(tables.size() - 1);
		AtomicInteger committed = new AtomicInteger();
		AtomicBoolean writing = new AtomicBoolean(true);
		ExecutorService writer = Executors.newSingleThreadExecutor();
		Future<?> writes = writer.submit(() -> {
			try (Connection connection = connect(portal)) {
				connection.setAutoCommit(false);
				for (int n = 1001; writing.get() && n < 1_000_000; n += 2) {
					// the first and the last table the backup reads, in one transaction
					// each time
					rows.insert(connection, first, n);
					rows.insert(connection, last, n);
					connection.commit();
					committed.incrementAndGet();
				}
			}
			return null;
		});
		try {
			await().atMost(Duration.ofSeconds(60)).until(() -> committed.get() >= 5);
			int beforeBackup = committed.get();
			assertThat(run("backup", backup.toString(), "--locus.db.url=", "--locus.data-dir=" + portalDir))
				.as(printed())
				.isZero();
			await().atMost(Duration.ofSeconds(60)).until(() -> committed.get() >= beforeBackup + 5);
		}
		finally {
			writing.set(false);
			writes.get();
			writer.shutdown();
		}

		assertThat(restoreIntoTarget(KEY, "--replace")).as(printed()).isZero();

		try (Connection connection = connect(target)) {
			assertThat(count(connection, first)).isGreaterThan(2).isEqualTo(count(connection, last));
		}
	}

	private void takeBackup() {
		assertThat(run("backup", backup.toString(), "--locus.db.url=", "--locus.data-dir=" + portalDir)).as(printed())
			.isZero();
		printed.reset();
	}

	private int restoreIntoTarget(String key, String... more) {
		List<String> args = new ArrayList<>(List.of("restore", backup.toString(),
				"--locus.db.url=" + target.jdbcUrl(DATABASE), "--locus.db.user=" + target.user(),
				"--locus.db.password=" + target.password(), "--locus.master-key=" + key));
		args.addAll(List.of(more));
		return run(args.toArray(String[]::new));
	}

	private int run(String... args) {
		return BackupCommand.run(args, new PrintStream(printed, true, StandardCharsets.UTF_8));
	}

	private String printed() {
		return printed.toString(StandardCharsets.UTF_8);
	}

	private static Map<String, String> targetDigests() throws Exception {
		try (Connection connection = connect(target)) {
			return TableDigests.of(connection);
		}
	}

	private static long count(Connection connection, String table) throws SQLException {
		try (Statement statement = connection.createStatement();
				ResultSet result = statement.executeQuery("SELECT COUNT(*) FROM `" + table + "`")) {
			result.next();
			return result.getLong(1);
		}
	}

	private static Connection connect(EmbeddedMariaDb server) throws SQLException {
		return DriverManager.getConnection(server.jdbcUrl(DATABASE), server.user(), server.password());
	}

	private static String newKey() {
		byte[] key = new byte[32];
		new SecureRandom().nextBytes(key);
		return Base64.getEncoder().encodeToString(key);
	}

	private static void writeKey(Path dataDir, String key) throws IOException {
		Files.writeString(dataDir.resolve("master.key"), key + "\n", StandardCharsets.US_ASCII);
	}

	private static int indexOf(byte[] haystack, byte[] needle) {
		outer: for (int i = 0; i + needle.length <= haystack.length; i++) {
			for (int j = 0; j < needle.length; j++) {
				if (haystack[i + j] != needle[j]) {
					continue outer;
				}
			}
			return i;
		}
		return -1;
	}

}

package app.locus.backup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Comparator;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import javax.sql.DataSource;

import app.locus.LocusApplication;
import app.locus.fixtures.BenchmarkLog;
import org.junit.jupiter.api.Test;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Backup and restore times (issue 47, DD191) of the demo data a fresh embedded portal
 * holds after its first sync, and of the same with 100,000 more reports (batched
 * inserts). The backup is taken while the portal runs; the restore goes into an empty
 * data folder with the portal stopped. Run with
 * {@code ./mvnw -B -Pbench test -Dtest=BackupBenchmark}; figures go to the console and
 * {@code target/benchmarks/backup.txt}.
 */
class BackupBenchmark {

	private static final int REPORTS = 100_000;

	private static final int BATCH = 1_000;

	private final BenchmarkLog log = new BenchmarkLog(0, 1);

	private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

	@Test
	void backup_and_restore_of_the_demo_data_and_of_100_000_reports() throws Exception {
		Path work = Files.createTempDirectory("locus-backup-bench");
		Path portalDir = work.resolve("portal");
		try {
			try (ConfigurableApplicationContext portal = new SpringApplicationBuilder(LocusApplication.class).run(
					"--server.port=0", "--locus.data-dir=" + portalDir, "--locus.db.url=", "--locus.master-key=",
					"--spring.jmx.enabled=false", "--locus.simulator.state-folder=")) {
				DataSource db = portal.getBean(DataSource.class);
				demoSynced(db);
				measure("demo data", work, portalDir, "demo");
				insertReports(db);
				measure("demo data + " + String.format("%,d", REPORTS) + " reports", work, portalDir, "large");
			}
			restore("demo data", work, portalDir, "demo");
			restore("demo data + " + String.format("%,d", REPORTS) + " reports", work, portalDir, "large");
			log.write("backup");
		}
		finally {
			try (Stream<Path> files = Files.walk(work)) {
				files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
			}
		}
	}

	/**
	 * The demo's reports arrive with its first sync: waits until their count stays put.
	 */
	private static void demoSynced(DataSource db) {
		AtomicLong last = new AtomicLong(-1);
		await().atMost(Duration.ofMinutes(5)).pollInterval(Duration.ofSeconds(5)).until(() -> {
			long now = count(db, "report");
			return now > 0 && now == last.getAndSet(now);
		});
	}

	private void measure(String what, Path work, Path portalDir, String name) throws Exception {
		Path file = work.resolve(name + ".locus-backup");
		long started = System.nanoTime();
		int exit = run("backup", file.toString(), "--locus.db.url=", "--locus.data-dir=" + portalDir);
		double seconds = (System.nanoTime() - started) / 1e9;
		assertThat(exit).as(printed()).isZero();
		log.line("Backup of %s while the portal runs: %.1f s, %,d bytes; %s", what, seconds, Files.size(file),
				lastLine());
	}

	private void restore(String what, Path work, Path portalDir, String name) throws Exception {
		Path into = work.resolve("restored-" + name);
		Files.createDirectories(into);
		Files.copy(portalDir.resolve("master.key"), into.resolve("master.key"));
		long started = System.nanoTime();
		int exit = run("restore", work.resolve(name + ".locus-backup").toString(), "--locus.db.url=",
				"--locus.data-dir=" + into, "--locus.master-key=");
		double seconds = (System.nanoTime() - started) / 1e9;
		assertThat(exit).as(printed()).isZero();
		log.line("Restore of %s into an empty data folder (embedded server start included): %.1f s; %s", what, seconds,
				lastLine());
	}

	private static void insertReports(DataSource db) throws Exception {
		Random random = new Random(47);
		try (Connection connection = db.getConnection()) {
			String agency;
			String workspace;
			try (Statement statement = connection.createStatement();
					ResultSet row = statement.executeQuery("SELECT agency_id, id FROM workspace LIMIT 1")) {
				row.next();
				agency = row.getString(1);
				workspace = row.getString(2);
			}
			connection.setAutoCommit(false);
			try (PreparedStatement insert = connection.prepareStatement("""
					INSERT INTO report (workspace_id, type, report_key, agency_id, report_date, keyword, platform,
					  grid_size, arp, solv, thumbnail_ranks, payload, fetched_at)
					VALUES (?, 'SCAN', ?, ?, '2026-11-01', ?, 'google', 7, ?, ?, ?, ?, CURRENT_TIMESTAMP(3))""")) {
				for (int i = 0; i < REPORTS; i++) {
					insert.setString(1, workspace);
					insert.setString(2, "bk%013d".formatted(i));
					insert.setString(3, agency);
					insert.setString(4, "bakery near me " + i % 97);
					insert.setBigDecimal(5, BigDecimal.valueOf(random.nextInt(2000), 2));
					insert.setBigDecimal(6, BigDecimal.valueOf(random.nextInt(10000), 2));
					insert.setString(7, ranks(random));
					insert.setString(8, payload(i, random));
					insert.addBatch();
					if ((i + 1) % BATCH == 0) {
						insert.executeBatch();
						connection.commit();
					}
				}
				insert.executeBatch();
				connection.commit();
			}
		}
	}

	/** A 7 × 7 scan's answer, about as long as the simulator's. */
	private static String payload(int i, Random random) {
		StringBuilder json = new StringBuilder("{\"report_key\":\"bk%013d\",\"grid\":[".formatted(i));
		for (int point = 0; point < 49; point++) {
			json.append(point == 0 ? "" : ",")
				.append("{\"lat\":\"40.7")
				.append(random.nextInt(10_000))
				.append("\",\"lng\":\"-73.9")
				.append(random.nextInt(10_000))
				.append("\",\"rank\":")
				.append(random.nextInt(21))
				.append('}');
		}
		return json.append("]}").toString();
	}

	private static String ranks(Random random) {
		StringBuilder ranks = new StringBuilder();
		for (int point = 0; point < 49; point++) {
			ranks.append(point == 0 ? "" : ",").append(random.nextInt(21));
		}
		return ranks.toString();
	}

	private static long count(DataSource db, String table) throws Exception {
		try (Connection connection = db.getConnection();
				Statement statement = connection.createStatement();
				ResultSet result = statement.executeQuery("SELECT COUNT(*) FROM " + table)) {
			result.next();
			return result.getLong(1);
		}
	}

	private int run(String... args) {
		printed.reset();
		return BackupCommand.run(args, new PrintStream(printed, true, StandardCharsets.UTF_8));
	}

	private String printed() {
		return printed.toString(StandardCharsets.UTF_8);
	}

	private String lastLine() {
		String[] lines = printed().strip().split("\n");
		return lines[lines.length - 1];
	}

}

package app.locus.faults;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import app.locus.base.db.EmbeddedMariaDb;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A node killed with SIGKILL leaves its embedded MariaDB running (issue 54, finding 1,
 * DD183): the next start on the same folder ends that server and starts promptly with the
 * data, and a start on a folder a live Locus uses says so at once.
 */
class EmbeddedDatabaseKilledTest {

	private Path folder;

	private Process node;

	private Path nodeLog;

	private Optional<ProcessHandle> leftRunning = Optional.empty();

	@BeforeEach
	void folder() throws IOException {
		// Outside the temporary folder: this test is about the kill, not about DD183's
		// other half.
		folder = Files.createTempDirectory(Files.createDirectories(Path.of("target").toAbsolutePath()), "killed-db");
	}

	@AfterEach
	void cleanUp() throws IOException {
		if (node != null) {
			node.destroyForcibly();
		}
		leftRunning.ifPresent(ProcessHandle::destroyForcibly);
		try (Stream<Path> paths = Files.walk(folder)) {
			paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	@Test
	void a_start_after_a_kill_ends_the_server_the_killed_node_left_and_finds_its_row() throws Exception {
		node = startNode();
		await("the node wrote its row; see " + nodeLog).atMost(Duration.ofMinutes(4))
			.until(() -> !node.isAlive() || Files.readString(nodeLog).contains(EmbeddedDatabaseNode.READY));
		assertThat(node.isAlive()).as("the node runs; see " + nodeLog).isTrue();
		leftRunning = node.descendants().filter(EmbeddedDatabaseKilledTest::isMariadbd).findFirst();
		assertThat(leftRunning).as("the node's mariadbd").isPresent();

		node.destroyForcibly();
		assertThat(node.waitFor(30, TimeUnit.SECONDS)).as("the node died").isTrue();
		assertThat(leftRunning.get().isAlive()).as("the killed node's mariadbd, left running").isTrue();

		EmbeddedMariaDb again = EmbeddedMariaDb.start(folder.resolve("mariadb"), EmbeddedDatabaseNode.DATABASE);
		try (Connection connection = DriverManager.getConnection(again.jdbcUrl(EmbeddedDatabaseNode.DATABASE),
				again.user(), again.password());
				Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("SELECT note FROM kept")) {
			assertThat(rows.next()).as("the row written before the kill").isTrue();
			assertThat(rows.getString(1)).isEqualTo(EmbeddedDatabaseNode.ROW);
			assertThat(leftRunning.get().isAlive()).as("the server the killed node left").isFalse();
		}
		finally {
			again.close();
		}
	}

	@Test
	void a_start_on_a_folder_a_running_locus_uses_is_refused_with_the_reason() {
		EmbeddedMariaDb running = EmbeddedMariaDb.start(folder, EmbeddedDatabaseNode.DATABASE);
		try {
			assertThatThrownBy(() -> EmbeddedMariaDb.start(folder, EmbeddedDatabaseNode.DATABASE))
				.hasMessageContaining("in use by another Locus process")
				.hasMessageContaining(folder.toString());
		}
		finally {
			running.close();
		}
	}

	private Process startNode() throws IOException {
		nodeLog = folder.resolve("node.log");
		List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx128m",
				"-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
				EmbeddedDatabaseNode.class.getName(), folder.resolve("mariadb").toString());
		return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(nodeLog.toFile()).start();
	}

	private static boolean isMariadbd(ProcessHandle process) {
		return process.info().command().map(command -> command.endsWith("/mariadbd")).orElse(false);
	}

}

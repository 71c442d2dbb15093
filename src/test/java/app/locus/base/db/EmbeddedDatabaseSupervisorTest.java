package app.locus.base.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.stream.IntStream;

import com.zaxxer.hikari.HikariDataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.Status;

/**
 * The embedded server dies under a running node, as it does when its disk is full (issue
 * 54, finding 4, DD184; killed here with SIGKILL, the stand-in for a full disk): the
 * readiness check says so in plain words at once, the supervisor starts it again, and the
 * rows written before are there.
 */
class EmbeddedDatabaseSupervisorTest {

	private static final String DATABASE = "locus_supervised";

	@TempDir
	static Path dir;

	private static EmbeddedMariaDb database;

	private static HikariDataSource pool;

	@BeforeAll
	static void start() throws SQLException {
		database = EmbeddedMariaDb.start(dir, DATABASE);
		pool = new HikariDataSource();
		pool.setJdbcUrl(database.jdbcUrl(DATABASE));
		pool.setUsername(database.user());
		pool.setPassword(database.password());
		pool.setMaximumPoolSize(2);
		pool.setConnectionTimeout(1_000);
		try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement()) {
			statement.execute("CREATE TABLE kept (note VARCHAR(40))");
			statement.execute("INSERT INTO kept VALUES ('written before the crash')");
		}
	}

	@AfterAll
	static void stop() {
		pool.close();
		database.close();
	}

	@Test
	void readiness_is_down_while_the_server_is_gone_and_up_once_the_supervisor_started_it_again() throws Exception {
		DatabaseHealth health = new DatabaseHealth(pool, database);
		EmbeddedDatabaseSupervisor supervisor = new EmbeddedDatabaseSupervisor(database, Clock.systemUTC());
		assertThat(health.health().getStatus()).isEqualTo(Status.UP);

		ProcessHandle server = database.server().orElseThrow();
		server.destroyForcibly();
		await("mariadbd ended").atMost(Duration.ofSeconds(30)).until(() -> !server.isAlive());
		Health down = health.health();
		assertThat(down.getStatus()).isEqualTo(Status.DOWN);
		assertThat(down.getDetails()).containsEntry("problem", DatabaseHealth.EMBEDDED_STOPPED);

		supervisor.check();
		assertThat(database.running()).as("the server after the supervisor's look").isTrue();
		await("readiness UP again").atMost(Duration.ofSeconds(60))
			.until(() -> health.health().getStatus().equals(Status.UP));
		try (Connection connection = pool.getConnection();
				Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("SELECT note FROM kept")) {
			assertThat(rows.next()).as("the row written before the crash").isTrue();
			assertThat(rows.getString(1)).isEqualTo("written before the crash");
		}
	}

	@Test
	void a_failed_start_is_tried_again_after_5_s_doubling_up_to_2_minutes() {
		assertThat(IntStream.rangeClosed(1, 7).mapToObj(EmbeddedDatabaseSupervisor::wait).map(Duration::toSeconds))
			.containsExactly(5L, 10L, 20L, 40L, 80L, 120L, 120L);
	}

	@Test
	void a_server_closed_on_purpose_is_left_stopped() {
		EmbeddedMariaDb other = EmbeddedMariaDb.start(dir.resolve("closed"), DATABASE);
		other.close();
		new EmbeddedDatabaseSupervisor(other, Clock.systemUTC()).check();
		assertThat(other.running()).isFalse();
	}

}

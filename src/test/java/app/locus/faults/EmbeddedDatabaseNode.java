package app.locus.faults;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.concurrent.CountDownLatch;

import app.locus.base.db.EmbeddedMariaDb;

/**
 * The main of the process {@link EmbeddedDatabaseKilledTest} kills: it starts the
 * embedded database on the folder of its first argument, writes one row and waits to be
 * killed.
 */
public final class EmbeddedDatabaseNode {

	static final String READY = "EMBEDDED DATABASE NODE WROTE ITS ROW";

	static final String DATABASE = "locus_killed";

	static final String ROW = "written before the kill";

	private EmbeddedDatabaseNode() {
	}

	public static void main(String[] args) throws Exception {
		EmbeddedMariaDb database = EmbeddedMariaDb.start(Path.of(args[0]), DATABASE);
		try (Connection connection = DriverManager.getConnection(database.jdbcUrl(DATABASE), database.user(),
				database.password()); Statement statement = connection.createStatement()) {
			statement.execute("CREATE TABLE kept (note VARCHAR(40))");
			statement.execute("INSERT INTO kept VALUES ('" + ROW + "')");
		}
		System.out.println(READY);
		new CountDownLatch(1).await();
	}

}

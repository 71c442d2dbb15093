package app.locus.base.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import javax.sql.DataSource;

import app.locus.support.IntegrationTest;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The portal's statements are prepared on the server once per connection and then only
 * executed (DD174). MariaDB counts both per connection: {@code Com_stmt_prepare} and
 * {@code Com_stmt_execute} grow only for the binary protocol of server-side statements,
 * not for text queries such as the status reads here.
 */
@IntegrationTest
class ServerPreparedStatementsTest {

	@Autowired
	DataSource dataSource;

	@Test
	void a_query_asked_twice_on_one_connection_is_prepared_on_the_server_once_and_executed_twice() throws SQLException {
		try (Connection connection = dataSource.getConnection()) {
			long preparedBefore = status(connection, "Com_stmt_prepare");
			long executedBefore = status(connection, "Com_stmt_execute");

			assertThat(askTwice(connection)).containsExactly(42, 42);

			assertThat(status(connection, "Com_stmt_prepare") - preparedBefore).as("prepared").isEqualTo(1);
			assertThat(status(connection, "Com_stmt_execute") - executedBefore).as("executed").isEqualTo(2);
		}
	}

	private static int[] askTwice(Connection connection) {
		var db = DSL.using(connection, SQLDialect.MARIADB);
		int first = db.fetchValue(DSL.select(DSL.val(41).plus(DSL.val(1))));
		int second = db.fetchValue(DSL.select(DSL.val(41).plus(DSL.val(1))));
		return new int[] { first, second };
	}

	private static long status(Connection connection, String name) throws SQLException {
		try (Statement statement = connection.createStatement();
				ResultSet row = statement.executeQuery("SHOW SESSION STATUS LIKE '" + name + "'")) {
			row.next();
			return row.getLong(2);
		}
	}

}

package app.locus.base.db;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;

/**
 * Whether the node has its database, for the readiness probe (DD184): DOWN at once when
 * the embedded server has stopped, else when no connection answers within the pool's
 * wait. Its words are ours, never a driver's message (which may name hosts).
 */
public final class DatabaseHealth implements HealthIndicator {

	static final String EMBEDDED_STOPPED = "The embedded database stopped (disk full?); Locus starts it again "
			+ "once it can, see the log";

	static final String UNREACHABLE = "Locus cannot reach its database";

	private static final int ANSWER_WITHIN_SECONDS = 2;

	private final DataSource dataSource;

	private final @Nullable EmbeddedMariaDb embedded;

	public DatabaseHealth(DataSource dataSource, @Nullable EmbeddedMariaDb embedded) {
		this.dataSource = dataSource;
		this.embedded = embedded;
	}

	@Override
	public Health health() {
		if (embedded != null && !embedded.running()) {
			return Health.down().withDetail("problem", EMBEDDED_STOPPED).build();
		}
		try (Connection connection = dataSource.getConnection()) {
			if (connection.isValid(ANSWER_WITHIN_SECONDS)) {
				return Health.up().build();
			}
		}
		catch (SQLException ex) {
			// told below, without the driver's words
		}
		return Health.down().withDetail("problem", UNREACHABLE).build();
	}

}

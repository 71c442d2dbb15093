package app.locus.support;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

import app.locus.base.lock.LeasedLocks;
import net.javacrumbs.shedlock.provider.jdbctemplate.JdbcTemplateLockProvider;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * The leased locks (DD128) of a second node in a test's JVM, on a database link of their
 * own that the test cuts: from then on every renewal fails, as on a node that lost the
 * database, so the node's lease lapses within one lease while the work it is in goes on.
 * Signed with the node's own name, as every node's locks are, and on the database's clock
 * like the application's.
 */
public final class CuttableLocks implements AutoCloseable {

	private final AtomicBoolean cut = new AtomicBoolean();

	private final LeasedLocks locks;

	public CuttableLocks(String node, Duration lease) {
		DelegatingDataSource link = new DelegatingDataSource(
				new DriverManagerDataSource(TestDatabase.url(), TestDatabase.user(), TestDatabase.password())) {

			@Override
			public Connection getConnection() throws SQLException {
				if (cut.get()) {
					throw new SQLTransientConnectionException("the test cut " + node + "'s database link");
				}
				return super.getConnection();
			}

		};
		locks = new LeasedLocks(new JdbcTemplateLockProvider(JdbcTemplateLockProvider.Configuration.builder()
			.withJdbcTemplate(new JdbcTemplate(link))
			.withLockedByValue(node)
			.usingDbTime()
			.build()), Clock.systemUTC(), lease);
	}

	public LeasedLocks locks() {
		return locks;
	}

	/** The node reaches the database no more: its leases are renewed no more. */
	public void cut() {
		cut.set(true);
	}

	@Override
	public void close() {
		locks.destroy();
	}

}

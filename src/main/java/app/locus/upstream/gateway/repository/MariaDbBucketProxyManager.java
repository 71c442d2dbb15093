package app.locus.upstream.gateway.repository;

import static app.locus.db.Tables.UPSTREAM_RATE_BUCKET;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

import javax.sql.DataSource;

import io.github.bucket4j.BucketExceptions.BucketExecutionException;
import io.github.bucket4j.TimeMeter;
import io.github.bucket4j.distributed.proxy.ClientSideConfig;
import io.github.bucket4j.distributed.proxy.generic.select_for_update.AbstractSelectForUpdateBasedProxyManager;
import io.github.bucket4j.distributed.proxy.generic.select_for_update.LockAndGetResult;
import io.github.bucket4j.distributed.proxy.generic.select_for_update.SelectForUpdateBasedTransaction;
import io.github.bucket4j.distributed.remote.RemoteBucketState;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.exception.DataAccessException;
import org.jooq.exception.SQLStateClass;
import org.jooq.impl.DSL;

/**
 * Bucket4j's select-for-update algorithm on MariaDB's {@code upstream_rate_bucket} table
 * (DD030). Bucket4j's own {@code MySQLSelectForUpdateBasedProxyManager} cannot run with
 * only the MariaDB driver: its insert catches a MySQL Connector/J exception class, so it
 * fails with NoClassDefFoundError, and a MariaDB deadlock would not match it anyway. Here
 * a deadlock while two nodes create the same account's row is reported to Bucket4j as
 * "try again", as it expects. Each transaction runs at READ-COMMITTED.
 */
public final class MariaDbBucketProxyManager extends AbstractSelectForUpdateBasedProxyManager<String> {

	private final DataSource dataSource;

	/**
	 * @param clock the nodes' common time base: wall-clock time, so that every node reads
	 * the shared bucket state on the same scale
	 */
	public MariaDbBucketProxyManager(DataSource dataSource, TimeMeter clock) {
		super(ClientSideConfig.getDefault().withClientClock(clock));
		this.dataSource = dataSource;
	}

	@Override
	protected SelectForUpdateBasedTransaction allocateTransaction(String key, Optional<Long> timeoutNanos) {
		try {
			return new Transaction(dataSource.getConnection(), key);
		}
		catch (SQLException ex) {
			throw new BucketExecutionException(ex);
		}
	}

	@Override
	public void removeProxy(String key) {
		DSL.using(dataSource, SQLDialect.MARIADB)
			.deleteFrom(UPSTREAM_RATE_BUCKET)
			.where(UPSTREAM_RATE_BUCKET.ID.eq(key))
			.execute();
	}

	private static final class Transaction implements SelectForUpdateBasedTransaction {

		private final Connection connection;

		private final DSLContext sql;

		private final String key;

		Transaction(Connection connection, String key) {
			this.connection = connection;
			this.sql = DSL.using(connection, SQLDialect.MARIADB);
			this.key = key;
		}

		/**
		 * Runs at READ-COMMITTED whatever the connection's default: at REPEATABLE-READ,
		 * nodes making the same new rows at once deadlock each other over and over on the
		 * gap locks of {@code SELECT … FOR UPDATE} of a missing row (NewBucketRowsTest).
		 * Without SESSION, the level holds for the next transaction only, so the pool's
		 * connections keep their own.
		 */
		@Override
		public void begin(Optional<Long> timeoutNanos) {
			jdbc(() -> connection.setAutoCommit(false));
			sql.execute("SET TRANSACTION ISOLATION LEVEL READ COMMITTED");
		}

		@Override
		public LockAndGetResult tryLockAndGet(Optional<Long> timeoutNanos) {
			byte[][] state = sql.select(UPSTREAM_RATE_BUCKET.STATE)
				.from(UPSTREAM_RATE_BUCKET)
				.where(UPSTREAM_RATE_BUCKET.ID.eq(key))
				.forUpdate()
				.fetchArray(UPSTREAM_RATE_BUCKET.STATE);
			return state.length == 0 ? LockAndGetResult.notLocked() : LockAndGetResult.locked(state[0]);
		}

		@Override
		public boolean tryInsertEmptyData(Optional<Long> timeoutNanos) {
			try {
				sql.insertInto(UPSTREAM_RATE_BUCKET, UPSTREAM_RATE_BUCKET.ID)
					.values(key)
					.onDuplicateKeyIgnore()
					.execute();
				return true;
			}
			catch (DataAccessException ex) {
				if (ex.sqlStateClass() == SQLStateClass.C40_TRANSACTION_ROLLBACK) {
					return false;
				}
				throw ex;
			}
		}

		@Override
		public void update(byte[] data, RemoteBucketState newState, Optional<Long> timeoutNanos) {
			sql.update(UPSTREAM_RATE_BUCKET)
				.set(UPSTREAM_RATE_BUCKET.STATE, data)
				.where(UPSTREAM_RATE_BUCKET.ID.eq(key))
				.execute();
		}

		@Override
		public void commit(Optional<Long> timeoutNanos) {
			jdbc(connection::commit);
		}

		@Override
		public void rollback() {
			jdbc(connection::rollback);
		}

		@Override
		public void release() {
			jdbc(connection::close);
		}

		private static void jdbc(JdbcAction action) {
			try {
				action.run();
			}
			catch (SQLException ex) {
				throw new BucketExecutionException(ex);
			}
		}

	}

	@FunctionalInterface
	private interface JdbcAction {

		void run() throws SQLException;

	}

}

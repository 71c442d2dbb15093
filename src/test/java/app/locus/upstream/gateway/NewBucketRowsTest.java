package app.locus.upstream.gateway;

import static app.locus.db.Tables.UPSTREAM_RATE_BUCKET;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.support.TestDatabase;

import com.zaxxer.hikari.HikariDataSource;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Many nodes making the same accounts' bucket rows at once, as after a deploy that
 * dropped the buckets (V124) or when many workspaces start together, on connections whose
 * default isolation is MariaDB's own REPEATABLE-READ. There, the gap locks of
 * {@code SELECT … FOR UPDATE} on a missing row and the insert that follows deadlock each
 * other over and over (docs/deployment.md, 8 nodes); the bucket's transaction runs at
 * READ-COMMITTED whatever the connection's default is.
 */
@IntegrationTest
class NewBucketRowsTest {

	private static final int NODES = 8;

	private static final int THREADS_PER_NODE = 4;

	private static final int ACCOUNTS = 100;

	@Autowired
	DSLContext sql;

	private final List<HikariDataSource> pools = new ArrayList<>();

	private final ExecutorService threads = Executors.newFixedThreadPool(NODES * THREADS_PER_NODE);

	@AfterEach
	void stop() {
		threads.shutdownNow();
		pools.forEach(HikariDataSource::close);
	}

	@Test
	void eight_nodes_make_100_new_bucket_rows_at_once_on_repeatable_read_connections() throws Exception {
		List<UpstreamAccount> accounts = IntStream.range(0, ACCOUNTS)
			.mapToObj(i -> UpstreamAccount.of(WorkspaceId.random()))
			.toList();
		List<CompletableFuture<Void>> reservations = new ArrayList<>();
		for (int node = 0; node < NODES; node++) {
			ClusterRateLimiter limiter = new ClusterRateLimiter(repeatableReadPool(node), Duration.ofMillis(15));
			for (int thread = 0; thread < THREADS_PER_NODE; thread++) {
				int first = node * THREADS_PER_NODE + thread;
				reservations.add(CompletableFuture.runAsync(() -> {
					for (int i = 0; i < ACCOUNTS; i++) {
						limiter.reserveSlot(accounts.get((first + i) % ACCOUNTS));
					}
				}, threads));
			}
		}

		CompletableFuture.allOf(reservations.toArray(CompletableFuture[]::new)).get(2, TimeUnit.MINUTES);

		assertThat(sql.fetchCount(UPSTREAM_RATE_BUCKET,
				UPSTREAM_RATE_BUCKET.ID.in(accounts.stream().map(UpstreamAccount::key).toList())))
			.as("bucket rows made")
			.isEqualTo(ACCOUNTS);
	}

	private HikariDataSource repeatableReadPool(int node) {
		HikariDataSource pool = TestDatabase.pool("bucket-node-" + node, THREADS_PER_NODE,
				"TRANSACTION_REPEATABLE_READ");
		pools.add(pool);
		return pool;
	}

}

package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class ClusterRateLimiterTest {

	@Autowired
	DataSource dataSource;

	@Test
	void successive_slots_of_an_account_are_at_least_one_spacing_apart_even_across_proxy_managers() {
		ClusterRateLimiter nodeA = new ClusterRateLimiter(dataSource, Duration.ofMillis(40));
		ClusterRateLimiter nodeB = new ClusterRateLimiter(dataSource, Duration.ofMillis(40));
		UpstreamAccount account = UpstreamAccount.of(WorkspaceId.random());

		long[] slots = new long[6];
		for (int i = 0; i < slots.length; i++) {
			ClusterRateLimiter node = i % 2 == 0 ? nodeA : nodeB;
			long now = System.nanoTime();
			slots[i] = now + node.reserveSlot(account).toNanos();
		}

		assertThat(nodeA.spacing()).isEqualTo(Duration.ofMillis(208));
		// The bucket's clock has millisecond resolution.
		long tolerance = Duration.ofMillis(2).toNanos();
		for (int i = 1; i < slots.length; i++) {
			assertThat(slots[i] - slots[i - 1]).isGreaterThanOrEqualTo(nodeA.spacing().toNanos() - tolerance);
		}
	}

	@Test
	void accounts_have_separate_buckets() {
		ClusterRateLimiter limiter = new ClusterRateLimiter(dataSource, Duration.ofMillis(40));
		UpstreamAccount first = UpstreamAccount.of(WorkspaceId.random());
		UpstreamAccount second = UpstreamAccount.of(WorkspaceId.random());

		limiter.reserveSlot(first);

		assertThat(limiter.reserveSlot(second)).isEqualTo(Duration.ZERO);
		assertThat(limiter.reserveSlot(first)).isGreaterThan(Duration.ZERO);
	}

}

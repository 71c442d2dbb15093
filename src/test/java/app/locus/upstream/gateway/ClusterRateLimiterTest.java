package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The bucket arithmetic on the real table, with two proxy managers (as two nodes) sharing
 * a hand-moved clock, so the slots can be checked exactly.
 */
@IntegrationTest
class ClusterRateLimiterTest {

	private static final Duration MARGIN = Duration.ofMillis(40);

	private static final Duration SPACING = Duration.ofMillis(208);

	@Autowired
	DataSource dataSource;

	private final HandClock clock = new HandClock();

	private final UpstreamAccount account = UpstreamAccount.of(WorkspaceId.random());

	@Test
	void slots_reserved_from_two_nodes_follow_each_other_one_spacing_apart() {
		ClusterRateLimiter nodeA = new ClusterRateLimiter(dataSource, MARGIN, clock);
		ClusterRateLimiter nodeB = new ClusterRateLimiter(dataSource, MARGIN, clock);

		assertThat(nodeA.spacing()).isEqualTo(SPACING);
		assertThat(nodeA.reserveSlot(account)).isEqualTo(Duration.ZERO);
		assertThat(nodeB.reserveSlot(account)).isEqualTo(SPACING);
		assertThat(nodeA.reserveSlot(account)).isEqualTo(SPACING.multipliedBy(2));
		clock.advance(Duration.ofMillis(100));
		assertThat(nodeB.reserveSlot(account)).isEqualTo(SPACING.multipliedBy(3).minusMillis(100));
	}

	@Test
	void a_bucket_left_alone_holds_one_send_only() {
		ClusterRateLimiter limiter = new ClusterRateLimiter(dataSource, MARGIN, clock);
		limiter.reserveSlot(account);

		clock.advance(Duration.ofSeconds(10));

		assertThat(limiter.reserveSlot(account)).isEqualTo(Duration.ZERO);
		assertThat(limiter.reserveSlot(account)).isEqualTo(SPACING);
	}

	@Test
	void postponing_pushes_the_next_slots_back_by_at_least_the_delay() {
		ClusterRateLimiter limiter = new ClusterRateLimiter(dataSource, MARGIN, clock);
		limiter.reserveSlot(account);

		limiter.postpone(account, Duration.ofMillis(50));

		assertThat(limiter.reserveSlot(account)).isBetween(SPACING.plusMillis(50), SPACING.plusMillis(51));
	}

	@Test
	void a_widened_slot_comes_one_spacing_and_the_widening_after_the_slot_before_it() {
		ClusterRateLimiter limiter = new ClusterRateLimiter(dataSource, MARGIN, clock);
		limiter.reserveSlot(account);

		assertThat(limiter.reserveSlot(account, Duration.ofMillis(30))).isBetween(SPACING.plusMillis(30),
				SPACING.plusMillis(31));
		assertThat(limiter.reserveSlot(account)).isBetween(SPACING.multipliedBy(2).plusMillis(30),
				SPACING.multipliedBy(2).plusMillis(31));
	}

	@Test
	void accounts_have_separate_buckets() {
		ClusterRateLimiter limiter = new ClusterRateLimiter(dataSource, MARGIN, clock);
		UpstreamAccount other = UpstreamAccount.of(WorkspaceId.random());

		limiter.reserveSlot(account);

		assertThat(limiter.reserveSlot(other)).isEqualTo(Duration.ZERO);
		assertThat(limiter.reserveSlot(account)).isEqualTo(SPACING);
	}

}

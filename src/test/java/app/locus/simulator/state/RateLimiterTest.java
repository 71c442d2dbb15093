package app.locus.simulator.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class RateLimiterTest {

	static final long MS = 1_000_000L;

	final AtomicLong now = new AtomicLong(1_000 * MS);

	final RateLimiter limiter = new RateLimiter(5, now::get);

	int acceptedOf(int attempts, String account) {
		int accepted = 0;
		for (int i = 0; i < attempts; i++) {
			accepted += limiter.tryAcquire(account) == 0 ? 1 : 0;
		}
		return accepted;
	}

	@Test
	void five_requests_pass_and_the_sixth_in_the_same_second_waits_until_the_oldest_leaves() {
		assertThat(acceptedOf(5, "a")).isEqualTo(5);

		now.addAndGet(400 * MS);
		long wait = limiter.tryAcquire("a");

		assertThat(wait).isEqualTo(600 * MS);
	}

	@Test
	void no_one_second_window_ever_holds_more_than_five() {
		List<Long> accepted = new ArrayList<>();
		// Attempts every 37 ms for 5 s: faster than the limit all the way.
		for (int step = 0; step < 135; step++) {
			if (limiter.tryAcquire("a") == 0) {
				accepted.add(now.get());
			}
			now.addAndGet(37 * MS);
		}

		for (long end : accepted) {
			long inWindow = accepted.stream().filter(t -> t > end - 1_000 * MS && t <= end).count();
			assertThat(inWindow).isLessThanOrEqualTo(5);
		}
		// Five at the start of each of the 5 seconds the attempts span.
		assertThat(accepted).hasSize(25);
	}

	@Test
	void the_window_slides_exactly_at_one_second() {
		acceptedOf(5, "a");

		now.addAndGet(999 * MS);
		assertThat(limiter.tryAcquire("a")).isEqualTo(1 * MS);
		now.addAndGet(1 * MS);
		assertThat(limiter.tryAcquire("a")).isZero();
	}

	@Test
	void accounts_are_limited_separately_and_refusals_do_not_count() {
		assertThat(acceptedOf(8, "a")).isEqualTo(5);
		assertThat(acceptedOf(8, "b")).isEqualTo(5);

		now.addAndGet(1_000 * MS);
		assertThat(acceptedOf(8, "a")).isEqualTo(5);
	}

	@Test
	void requests_are_counted_at_their_arrival_not_when_the_limiter_gets_to_them() {
		long start = now.get();
		for (int i = 0; i < 5; i++) {
			assertThat(limiter.tryAcquire("a", start + i * 200 * MS)).isZero();
		}
		// Handled late (the clock is past the window), but it arrived 999 ms after the
		// first: the sixth in one second.
		now.set(start + 1_500 * MS);

		assertThat(limiter.tryAcquire("a", start + 999 * MS)).isEqualTo(1 * MS);
		assertThat(limiter.tryAcquire("a", start + 1_000 * MS)).isZero();
	}

}

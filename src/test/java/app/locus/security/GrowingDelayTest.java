package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;

import app.locus.security.repository.ThrottleState;
import org.junit.jupiter.api.Test;

/**
 * The account rule as DD185 states it: four failures cost nothing; the fifth makes the
 * next attempt wait a second, each further one twice as long, never more than a minute;
 * an hour without failures starts over.
 */
class GrowingDelayTest {

	private static final GrowingDelay RULE = LoginThrottle.ACCOUNT;

	private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");

	@Test
	void four_failures_leave_sign_in_open() {
		ThrottleState state = failuresAfterEachWait(ThrottleState.fresh(START), 4);

		assertThat(state.lockedUntil()).isNull();
		assertThat(state.failures()).isEqualTo(4);
	}

	@Test
	void from_the_fifth_failure_each_one_makes_the_next_attempt_wait_twice_as_long_up_to_a_minute() {
		ThrottleState state = failuresAfterEachWait(ThrottleState.fresh(START), 4);
		long[] expectedSeconds = { 1, 2, 4, 8, 16, 32, 60, 60, 60 };
		for (long seconds : expectedSeconds) {
			Instant now = waitEnd(state).plusMillis(1);
			state = RULE.afterFailure(state, now);
			assertThat(Duration.between(now, state.lockedUntil())).isEqualTo(Duration.ofSeconds(seconds));
		}
	}

	@Test
	void failures_during_a_wait_neither_count_nor_extend_it() {
		ThrottleState waiting = failuresAfterEachWait(ThrottleState.fresh(START), 5);

		ThrottleState after = RULE.afterFailure(waiting, waiting.updatedAt().plusMillis(500));

		assertThat(after).isEqualTo(waiting);
	}

	@Test
	void the_owner_never_waits_longer_than_a_minute_however_many_failures() {
		ThrottleState state = failuresAfterEachWait(ThrottleState.fresh(START), 100);

		assertThat(Duration.between(state.updatedAt(), state.lockedUntil())).isEqualTo(Duration.ofMinutes(1));
	}

	@Test
	void an_hour_without_failures_starts_over() {
		ThrottleState state = failuresAfterEachWait(ThrottleState.fresh(START), 8);
		Instant later = state.updatedAt().plus(Duration.ofHours(1)).plusSeconds(1);

		ThrottleState after = RULE.afterFailure(state, later);

		assertThat(after.failures()).isEqualTo(1);
		assertThat(after.lockedUntil()).isNull();
	}

	/** Failures that each come as soon as the previous one's wait is over. */
	private static ThrottleState failuresAfterEachWait(ThrottleState state, int count) {
		ThrottleState current = state;
		for (int i = 0; i < count; i++) {
			current = RULE.afterFailure(current, waitEnd(current).plusMillis(1));
		}
		return current;
	}

	private static Instant waitEnd(ThrottleState state) {
		return state.lockedUntil() == null ? state.updatedAt() : state.lockedUntil();
	}

}

package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;

import app.locus.security.repository.ThrottleState;
import org.junit.jupiter.api.Test;

class ThrottleRuleTest {

	private static final ThrottleRule RULE = new ThrottleRule("TEST", 10, Duration.ofHours(1), Duration.ofMinutes(1),
			Duration.ofHours(1));

	private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");

	@Test
	void nine_failures_leave_sign_in_open() {
		ThrottleState state = failures(ThrottleState.fresh(START), 9, START, Duration.ofSeconds(1));

		assertThat(state.lockedAt(START.plusSeconds(9))).isFalse();
		assertThat(state.failures()).isEqualTo(9);
	}

	@Test
	void the_tenth_failure_within_the_window_starts_a_one_minute_cool_down() {
		ThrottleState state = failures(ThrottleState.fresh(START), 10, START, Duration.ofSeconds(1));
		Instant tenth = START.plusSeconds(9);

		assertThat(state.lockedUntil()).isEqualTo(tenth.plus(Duration.ofMinutes(1)));
		assertThat(state.lockedAt(tenth.plusSeconds(59))).isTrue();
		assertThat(state.lockedAt(tenth.plusSeconds(60))).isFalse();
	}

	@Test
	void each_further_cool_down_doubles_and_stops_growing_at_an_hour() {
		ThrottleState state = ThrottleState.fresh(START);
		Instant now = START;
		long[] expectedMinutes = { 1, 2, 4, 8, 16, 32, 60, 60 };
		for (long minutes : expectedMinutes) {
			state = failures(state, 10, now, Duration.ofSeconds(1));
			Instant tenth = now.plusSeconds(9);
			assertThat(Duration.between(tenth, state.lockedUntil())).isEqualTo(Duration.ofMinutes(minutes));
			now = state.lockedUntil();
		}
	}

	@Test
	void failures_during_a_cool_down_neither_count_nor_extend_it() {
		ThrottleState locked = failures(ThrottleState.fresh(START), 10, START, Duration.ofSeconds(1));

		ThrottleState after = RULE.afterFailure(locked, START.plusSeconds(30));

		assertThat(after).isEqualTo(locked);
	}

	@Test
	void failures_further_apart_than_the_window_do_not_add_up() {
		ThrottleState state = failures(ThrottleState.fresh(START), 10, START, Duration.ofMinutes(7));

		assertThat(state.lockedUntil()).isNull();
		assertThat(state.failures()).isLessThan(10);
	}

	@Test
	void a_day_without_failures_forgets_earlier_cool_downs() {
		ThrottleState state = ThrottleState.fresh(START);
		state = failures(state, 10, START, Duration.ofSeconds(1));
		state = failures(state, 10, state.lockedUntil(), Duration.ofSeconds(1));
		Instant nextDay = state.updatedAt().plus(Duration.ofDays(1)).plusSeconds(1);

		ThrottleState fresh = failures(state, 10, nextDay, Duration.ofSeconds(1));

		assertThat(Duration.between(nextDay.plusSeconds(9), fresh.lockedUntil())).isEqualTo(Duration.ofMinutes(1));
	}

	@Test
	void a_burst_from_one_address_needs_thirty_failures_within_five_minutes() {
		ThrottleState state = failures(LoginThrottle.ADDRESS, ThrottleState.fresh(START), 29, START,
				Duration.ofSeconds(5));
		assertThat(state.lockedUntil()).isNull();

		state = LoginThrottle.ADDRESS.afterFailure(state, START.plusSeconds(150));
		assertThat(state.lockedAt(START.plusSeconds(150))).isTrue();
	}

	private static ThrottleState failures(ThrottleState state, int count, Instant from, Duration apart) {
		return failures(RULE, state, count, from, apart);
	}

	private static ThrottleState failures(ThrottleRule rule, ThrottleState state, int count, Instant from,
			Duration apart) {
		ThrottleState current = state;
		for (int i = 0; i < count; i++) {
			current = rule.afterFailure(current, from.plus(apart.multipliedBy(i)));
		}
		return current;
	}

}

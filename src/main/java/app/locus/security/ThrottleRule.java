package app.locus.security;

import java.time.Duration;
import java.time.Instant;

import app.locus.security.repository.ThrottleState;

/**
 * How failed sign-ins for one kind of subject turn into cool-downs: {@code maxFailures}
 * within {@code window} start a cool-down of {@code firstCooldown}, doubling with every
 * further cool-down up to {@code longestCooldown}. A subject left alone for a day starts
 * over. The login throttle's client addresses (DD021) and the second factor's code
 * throttle (DD111) use it.
 */
public record ThrottleRule(String kind, int maxFailures, Duration window, Duration firstCooldown,
		Duration longestCooldown) implements FailureRule {

	public static final Duration FORGET_AFTER = Duration.ofDays(1);

	@Override
	public ThrottleState afterFailure(ThrottleState state, Instant now) {
		if (state.lockedAt(now)) {
			return state;
		}
		ThrottleState current = now.isAfter(state.updatedAt().plus(FORGET_AFTER)) ? ThrottleState.fresh(now) : state;
		boolean windowOver = current.failures() == 0 || now.isAfter(current.windowStartedAt().plus(window));
		int failures = windowOver ? 1 : current.failures() + 1;
		Instant windowStart = windowOver ? now : current.windowStartedAt();
		if (failures >= maxFailures) {
			return new ThrottleState(0, now, current.lockouts() + 1, now.plus(cooldown(current.lockouts())), now);
		}
		return new ThrottleState(failures, windowStart, current.lockouts(), current.lockedUntil(), now);
	}

	Duration cooldown(int earlierLockouts) {
		Duration cooldown = firstCooldown.multipliedBy(1L << Math.min(earlierLockouts, 20));
		return cooldown.compareTo(longestCooldown) > 0 ? longestCooldown : cooldown;
	}

}

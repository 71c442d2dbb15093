package app.locus.security.repository;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * Failed sign-ins counted for one subject (an account or a client address).
 *
 * @param failures failures in the current window
 * @param windowStartedAt when the current window began
 * @param lockouts how many cool-downs the subject has earned; each one lasts longer
 * @param lockedUntil end of the current cool-down, or null
 * @param updatedAt last change
 */
public record ThrottleState(int failures, Instant windowStartedAt, int lockouts, @Nullable Instant lockedUntil,
		Instant updatedAt) {

	public static ThrottleState fresh(Instant now) {
		return new ThrottleState(0, now, 0, null, now);
	}

	public boolean lockedAt(Instant now) {
		return lockedUntil != null && now.isBefore(lockedUntil);
	}

}

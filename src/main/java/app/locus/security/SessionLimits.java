package app.locus.security;

import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * How long a signed-in session may last: {@code idleTimeout} after the person's last
 * action (Vaadin's heartbeat is no action), and {@code absoluteLifetime} after sign-in
 * whatever they do. Set by {@code locus.session.idle-timeout} and
 * {@code locus.session.absolute-lifetime} (DD109).
 */
record SessionLimits(Duration idleTimeout, Duration absoluteLifetime) {

	SessionLimits {
		if (idleTimeout.isNegative() || idleTimeout.isZero() || absoluteLifetime.isNegative()
				|| absoluteLifetime.isZero()) {
			throw new IllegalArgumentException("Session limits must be positive");
		}
	}

	/**
	 * Whether a session that signed in at {@code signedInAt} and was last used at
	 * {@code lastActivity} (null: not since sign-in) may go on at {@code now}; one whose
	 * sign-in instant is unknown may not.
	 */
	boolean allow(@Nullable Instant signedInAt, @Nullable Instant lastActivity, Instant now) {
		if (signedInAt == null) {
			return false;
		}
		Instant lastUsed = lastActivity == null || lastActivity.isBefore(signedInAt) ? signedInAt : lastActivity;
		return now.isBefore(signedInAt.plus(absoluteLifetime)) && now.isBefore(lastUsed.plus(idleTimeout));
	}

}

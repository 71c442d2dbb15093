package app.locus.security.repository;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * What the database says about a user's sessions: disabled users have none, and sessions
 * that signed in before {@code validAfter} have ended.
 */
public record SessionStanding(boolean enabled, @Nullable Instant validAfter) {

	/**
	 * Whether a session that signed in at {@code signedInAt} (null if unknown) may go on.
	 */
	public boolean allows(@Nullable Instant signedInAt) {
		if (!enabled) {
			return false;
		}
		return validAfter == null || (signedInAt != null && signedInAt.isAfter(validAfter));
	}

}

package app.locus.security;

import java.time.Duration;

/**
 * A running cool-down: sign-in is refused, even with the right password, until it ends.
 */
record SignInPause(Duration remaining) {

	/**
	 * Whole minutes to tell the person, rounded up so that trying again then succeeds.
	 */
	long minutes() {
		return Math.max(1, (remaining.toSeconds() + 59) / 60);
	}

	SignInPause longer(SignInPause other) {
		return other.remaining.compareTo(remaining) > 0 ? other : this;
	}

}

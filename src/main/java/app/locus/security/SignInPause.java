package app.locus.security;

import java.time.Duration;

/**
 * A running wait or cool-down: sign-in is refused, even with the right password, until it
 * ends.
 */
record SignInPause(Duration remaining) {

	/** Whole seconds to tell the person, rounded up. */
	long seconds() {
		return Math.max(1, (remaining.toMillis() + 999) / 1000);
	}

	/** Whether to tell it in seconds rather than minutes. */
	boolean underAMinute() {
		return seconds() < 60;
	}

	/** The length in the words a page shows, such as "45 seconds" or "2 minutes". */
	String inWords() {
		return underAMinute() ? PauseLength.count(seconds(), "second") : PauseLength.count(minutes(), "minute");
	}

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

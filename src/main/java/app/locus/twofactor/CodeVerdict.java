package app.locus.twofactor;

/**
 * The answer to a typed code.
 *
 * @param recoveryCodeUsed a recovery code was accepted (and is now used up)
 * @param pausedMinutes when refused because of too many wrong codes, the minutes to wait
 */
record CodeVerdict(boolean accepted, boolean recoveryCodeUsed, long pausedMinutes) {

	static final CodeVerdict REFUSED = new CodeVerdict(false, false, 0);

	static CodeVerdict accepted(boolean recoveryCode) {
		return new CodeVerdict(true, recoveryCode, 0);
	}

	static CodeVerdict paused(long minutes) {
		return new CodeVerdict(false, false, Math.max(1, minutes));
	}

	boolean paused() {
		return pausedMinutes > 0;
	}

}

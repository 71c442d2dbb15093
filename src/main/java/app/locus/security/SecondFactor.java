package app.locus.security;

/**
 * The second factor as sign-in needs it; the two-factor feature provides it, so that
 * sign-in does not depend on that feature (which depends on sign-in).
 */
public interface SecondFactor {

	/** What {@code user} must do after their correct password. */
	SecondFactorStep stepAfterPassword(LocusUser user);

	/**
	 * Checks a code typed at sign-in: of the authenticator app or a recovery code for
	 * {@link SecondFactorStep#CODE}; of the authenticator being set up for
	 * {@link SecondFactorStep#ENROL}, which that code activates.
	 */
	CodeCheck check(PendingSignIn pending, String code);

	/** The answer to a code. */
	record CodeCheck(boolean accepted, long pausedMinutes) {

		public static CodeCheck accept() {
			return new CodeCheck(true, 0);
		}

		public static CodeCheck refuse() {
			return new CodeCheck(false, 0);
		}

		/** Refused without looking at the code: too many wrong codes of late. */
		public static CodeCheck pausedFor(long minutes) {
			return new CodeCheck(false, Math.max(1, minutes));
		}

		public boolean paused() {
			return pausedMinutes > 0;
		}

	}

}

package app.locus.twofactor;

/** What a code was typed for: names its audit entries and says what it may be. */
enum CodePurpose {

	/** The second step of a sign-in: a code of the app, or a recovery code. */
	SIGN_IN("two-factor.sign-in", true, true),
	/** Proving a new authenticator, which activates it. */
	CONFIRM("two-factor.enrol", false, false),
	/** New recovery codes for a signed-in person. */
	REGENERATE("two-factor.recovery-codes", true, false),
	/** Turning the second factor off. */
	DISABLE("two-factor.disable", true, false);

	private final String action;

	private final boolean confirmedFactor;

	private final boolean recoveryCodeAllowed;

	CodePurpose(String action, boolean confirmedFactor, boolean recoveryCodeAllowed) {
		this.action = action;
		this.confirmedFactor = confirmedFactor;
		this.recoveryCodeAllowed = recoveryCodeAllowed;
	}

	String action() {
		return action;
	}

	/** Whether the code is checked against a confirmed authenticator (or a new one). */
	boolean confirmedFactor() {
		return confirmedFactor;
	}

	boolean recoveryCodeAllowed() {
		return recoveryCodeAllowed;
	}

}

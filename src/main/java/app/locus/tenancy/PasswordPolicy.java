package app.locus.tenancy;

import java.nio.charset.StandardCharsets;

import app.locus.base.Validation;

/**
 * What a password must be, wherever one is set (an admin creating a user, an invited
 * person choosing their own).
 */
public final class PasswordPolicy {

	public static final int MIN_LENGTH = 12;

	public static final int MAX_LENGTH = 64;

	// BCrypt reads only the first 72 bytes of a password.
	private static final int MAX_BYTES = 72;

	private PasswordPolicy() {
	}

	/** Length limits, as the {@code password} field's errors. */
	public static void check(Validation validation, String password) {
		String value = password == null ? "" : password;
		validation.check(value.length() >= MIN_LENGTH, "password",
				"The password must be at least " + MIN_LENGTH + " characters.");
		validation.check(value.length() <= MAX_LENGTH && value.getBytes(StandardCharsets.UTF_8).length <= MAX_BYTES,
				"password", "The password must be at most " + MAX_LENGTH + " characters.");
	}

	/**
	 * Length limits, not the person's e-mail address, and typed the same twice (the
	 * {@code confirmation} field).
	 */
	public static void checkChosen(Validation validation, String password, String confirmation, String email) {
		check(validation, password);
		String value = password == null ? "" : password;
		validation.check(email == null || !value.strip().equalsIgnoreCase(email.strip()), "password",
				"The password must not be your e-mail address.");
		validation.check(value.equals(confirmation), "confirmation", "The two passwords do not match.");
	}

}

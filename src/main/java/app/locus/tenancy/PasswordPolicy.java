package app.locus.tenancy;

import java.util.Locale;

import app.locus.base.EmailAddress;
import app.locus.base.Validation;
import org.jspecify.annotations.Nullable;

/**
 * What a password must be wherever one is set (an admin creating a user, an invited
 * person choosing their own, a change, a reset), after NIST SP 800-63B: at least 12
 * characters counted as Unicode code points, any characters including spaces, at most
 * 128; not a common or breached password ({@link CommonPasswords}); not the person's
 * e-mail address or its name part, nor the agency's or the product's name. No composition
 * rules (DD107). It applies when a password is set, never at sign-in.
 */
public final class PasswordPolicy {

	public static final int MIN_LENGTH = 12;

	public static final int MAX_LENGTH = 128;

	/** The rules in a sentence, for password fields before anyone types. */
	public static final String HINT = "At least " + MIN_LENGTH
			+ " characters; spaces and any characters are fine. Not a common password, your e-mail address "
			+ "or the agency's name.";

	static final String PRODUCT = "locus";

	/** Shorter names (such as a two-letter e-mail name) would refuse too much. */
	private static final int SHORTEST_NAME_CHECKED = 4;

	private static final int FEWEST_DISTINCT = 4;

	private PasswordPolicy() {
	}

	/**
	 * Whose password it is: their e-mail address and their agency's name (either may be
	 * null when unknown).
	 */
	public record Owner(String email, @Nullable String agencyName) {
	}

	/** Every rule, as the {@code password} field's errors. */
	public static void check(Validation validation, String password, Owner owner) {
		String value = password == null ? "" : password;
		int length = value.codePointCount(0, value.length());
		validation.check(length >= MIN_LENGTH, "password", "The password must be at least " + MIN_LENGTH
				+ " characters. Several unrelated words with spaces make a good one.");
		validation.check(length <= MAX_LENGTH, "password",
				"The password must be at most " + MAX_LENGTH + " characters.");
		if (length < MIN_LENGTH || length > MAX_LENGTH) {
			return;
		}
		String lower = value.toLowerCase(Locale.ROOT);
		validation.check(!CommonPasswords.contains(lower) && value.codePoints().distinct().count() >= FEWEST_DISTINCT,
				"password", "This password is too common or too easy to guess: it appears in lists of leaked "
						+ "passwords or repeats a few characters. Choose another one.");
		validation.check(!containsEmail(lower, owner.email()), "password",
				"The password must not contain your e-mail address or its name part.");
		validation.check(!containsName(lower, owner.agencyName()) && !lower.contains(PRODUCT), "password",
				"The password must not contain the name of your agency or of this portal.");
	}

	/**
	 * Every rule, and typed the same twice (the {@code confirmation} field).
	 */
	public static void checkChosen(Validation validation, String password, String confirmation, Owner owner) {
		check(validation, password, owner);
		validation.check(password != null && password.equals(confirmation), "confirmation",
				"The two passwords do not match.");
	}

	private static boolean containsEmail(String lowerPassword, String email) {
		String address = EmailAddress.normalise(email);
		if (address.isEmpty()) {
			return false;
		}
		int at = address.indexOf('@');
		return lowerPassword.contains(address) || (at > 0 && containsName(lowerPassword, address.substring(0, at)));
	}

	/** Whether the name appears, ignoring case, with or without its blanks. */
	private static boolean containsName(String lowerPassword, @Nullable String name) {
		if (name == null) {
			return false;
		}
		String lowerName = name.strip().toLowerCase(Locale.ROOT);
		String squeezed = lowerName.replaceAll("\\s+", "");
		return (lowerName.length() >= SHORTEST_NAME_CHECKED && lowerPassword.contains(lowerName))
				|| (squeezed.length() >= SHORTEST_NAME_CHECKED
						&& lowerPassword.replaceAll("\\s+", "").contains(squeezed));
	}

}

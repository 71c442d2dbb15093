package app.locus.base;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * E-mail addresses as Locus keeps them: trimmed and lower-case, so that sign-in and
 * uniqueness do not depend on how someone typed the address.
 */
public final class EmailAddress {

	public static final int MAX_LENGTH = 254;

	// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is not
	// checked.
	private static final Pattern SHAPE = Pattern.compile("[^@\\s]{1,64}@[^@\\s.]+(\\.[^@\\s.]+)+");

	private EmailAddress() {
	}

	public static String normalise(String raw) {
		return raw == null ? "" : raw.strip().toLowerCase(Locale.ROOT);
	}

	public static boolean isWellFormed(String normalised) {
		return normalised.length() <= MAX_LENGTH && SHAPE.matcher(normalised).matches();
	}

}

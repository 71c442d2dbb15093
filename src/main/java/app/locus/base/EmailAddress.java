package app.locus.base;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * E-mail addresses as Locus keeps them: in Unicode's compatibility form (NFKC: full-width
 * and other look-alike forms become their plain letters), trimmed and lower-case, so that
 * sign-in and uniqueness do not depend on how someone typed the address (DD185).
 */
public final class EmailAddress {

	public static final int MAX_LENGTH = 254;

	// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is not
	// checked.
	private static final Pattern SHAPE = Pattern.compile("[^@\\s]{1,64}@[^@\\s.]+(\\.[^@\\s.]+)+");

	private static final Pattern COMBINING_MARKS = Pattern.compile("\\p{M}+");

	private EmailAddress() {
	}

	public static String normalise(String raw) {
		return raw == null ? "" : Normalizer.normalize(raw, Normalizer.Form.NFKC).strip().toLowerCase(Locale.ROOT);
	}

	/**
	 * The address as the database's accent- and case-ignoring collation compares it:
	 * normalised, then accents taken off, so that {@code ádmin@x.test} and
	 * {@code admin@x.test} give one key where no account exists to key on.
	 */
	public static String collationKey(String raw) {
		String decomposed = Normalizer.normalize(normalise(raw), Normalizer.Form.NFKD);
		return COMBINING_MARKS.matcher(decomposed).replaceAll("").toLowerCase(Locale.ROOT);
	}

	public static boolean isWellFormed(String normalised) {
		return normalised.length() <= MAX_LENGTH && SHAPE.matcher(normalised).matches();
	}

}

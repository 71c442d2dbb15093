package app.locus.base;

import java.security.SecureRandom;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Makes and checks the opaque identifiers used in URLs: 26 random base-32 characters (130
 * bits), never sequential, so an id tells nothing about how many rows exist or which came
 * first.
 */
public final class OpaqueId {

	private static final char[] ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz".toCharArray();

	private static final Pattern SHAPE = Pattern.compile("[0-9abcdefghjkmnpqrstvwxyz]{26}");

	private static final SecureRandom RANDOM = new SecureRandom();

	private OpaqueId() {
	}

	public static String next() {
		char[] out = new char[26];
		for (int i = 0; i < out.length; i++) {
			out[i] = ALPHABET[RANDOM.nextInt(ALPHABET.length)];
		}
		return new String(out);
	}

	public static boolean isWellFormed(@Nullable String value) {
		return value != null && SHAPE.matcher(value).matches();
	}

	/**
	 * Checks a value read from outside (a URL, a form) and refuses a malformed one as if
	 * it did not exist.
	 */
	static String require(@Nullable String value, String kind) {
		if (value == null || !isWellFormed(value)) {
			throw new NotFoundException(kind);
		}
		return value;
	}

}

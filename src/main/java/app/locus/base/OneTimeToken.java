package app.locus.base;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;

import app.locus.base.RandomToken;

/**
 * The secret of a one-time link (an invitation, a password reset): 256 random bits,
 * URL-safe. Only its SHA-256 is ever stored, so the table alone cannot be turned into a
 * working link (DD073, DD108).
 */
public final class OneTimeToken {

	private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9_-]{43}");

	private OneTimeToken() {
	}

	/** A new random token. */
	public static String generate() {
		return RandomToken.generate();
	}

	/** Whether the text could be a token at all (anything else is "unknown" at once). */
	public static boolean isWellFormed(String token) {
		return token != null && SHAPE.matcher(token).matches();
	}

	/** The lower-case hex SHA-256 that identifies the token in the database. */
	public static String hash(String token) {
		try {
			MessageDigest digest = MessageDigest.getInstance("SHA-256");
			return HexFormat.of().formatHex(digest.digest(token.getBytes(StandardCharsets.US_ASCII)));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("Every Java runtime has SHA-256", ex);
		}
	}

}

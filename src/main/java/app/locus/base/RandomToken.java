package app.locus.base;

import java.security.SecureRandom;
import java.util.Base64;

/**
 * 256 random bits from {@link SecureRandom}, base64url without padding (43 characters).
 */
public final class RandomToken {

	private static final SecureRandom RANDOM = new SecureRandom();

	private static final int BYTES = 32;

	private RandomToken() {
	}

	/** A new random token. */
	public static String generate() {
		byte[] bytes = new byte[BYTES];
		RANDOM.nextBytes(bytes);
		return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
	}

}

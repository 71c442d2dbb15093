package app.locus.upstream.credentials;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * PKCE (RFC 7636) with S256, the only method the service accepts: a random verifier of 43
 * characters and its challenge BASE64URL(SHA-256(verifier)); and random {@code state}
 * values.
 */
final class Pkce {

	private static final SecureRandom RANDOM = new SecureRandom();

	private Pkce() {
	}

	/** 32 random bytes, base64url without padding: 43 characters. */
	static String randomToken() {
		byte[] bytes = new byte[32];
		RANDOM.nextBytes(bytes);
		return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
	}

	static String challenge(String verifier) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
			return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every JRE", ex);
		}
	}

	/** Compares two secrets in constant time. */
	static boolean same(String a, String b) {
		return a != null && b != null
				&& MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
	}

}

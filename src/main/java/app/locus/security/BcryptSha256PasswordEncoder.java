package app.locus.security;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * BCrypt over an HMAC-SHA256 of the password (as passlib's {@code bcrypt_sha256}): BCrypt
 * reads only 72 bytes, and a password of 128 characters in any script can be four times
 * that. The fixed HMAC key keeps plain SHA-256 hashes leaked elsewhere from being tried
 * against these hashes. See DD107.
 */
final class BcryptSha256PasswordEncoder implements PasswordEncoder {

	static final String ID = "bcrypt-sha256";

	private static final byte[] KEY = "locus-bcrypt-sha256".getBytes(StandardCharsets.US_ASCII);

	private final BCryptPasswordEncoder bcrypt = new BCryptPasswordEncoder();

	@Override
	public String encode(CharSequence rawPassword) {
		return bcrypt.encode(prehash(rawPassword));
	}

	@Override
	public boolean matches(CharSequence rawPassword, String encodedPassword) {
		return bcrypt.matches(prehash(rawPassword), encodedPassword);
	}

	private static String prehash(CharSequence password) {
		try {
			Mac mac = Mac.getInstance("HmacSHA256");
			mac.init(new SecretKeySpec(KEY, "HmacSHA256"));
			return Base64.getEncoder()
				.encodeToString(mac.doFinal(password.toString().getBytes(StandardCharsets.UTF_8)));
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("Every Java runtime has HmacSHA256", ex);
		}
	}

}

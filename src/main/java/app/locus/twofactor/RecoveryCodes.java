package app.locus.twofactor;

import java.util.List;
import java.util.Locale;

import dev.samstevens.totp.recovery.RecoveryCodeGenerator;
import org.jspecify.annotations.Nullable;

/**
 * One-time recovery codes: ten per enrolment, 16 random letters and digits each (about 82
 * bits) written {@code xxxx-xxxx-xxxx-xxxx}. Below 112 bits a lookup secret must be
 * stored with a salted password hash (ASVS 5.0 6.5.2), so they are kept as BCrypt hashes
 * (DD112).
 */
final class RecoveryCodes {

	static final int COUNT = 10;

	private static final String FORMAT = "[a-z0-9]{4}(-[a-z0-9]{4}){3}";

	private RecoveryCodes() {
	}

	static List<String> generate() {
		return List.of(new RecoveryCodeGenerator().generateCodes(COUNT));
	}

	/**
	 * A typed recovery code in its stored form (lower case, hyphens where they belong,
	 * spaces ignored), or null when it cannot be one.
	 */
	static @Nullable String normalise(@Nullable String typed) {
		if (typed == null || typed.length() > 64) {
			return null;
		}
		String plain = typed.replaceAll("[\\s-]", "").toLowerCase(Locale.ROOT);
		if (plain.length() != 16) {
			return null;
		}
		String grouped = String.join("-", plain.substring(0, 4), plain.substring(4, 8), plain.substring(8, 12),
				plain.substring(12));
		return grouped.matches(FORMAT) ? grouped : null;
	}

}

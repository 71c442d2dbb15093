package app.locus.twofactor;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.OptionalLong;

import dev.samstevens.totp.code.CodeGenerator;
import dev.samstevens.totp.code.DefaultCodeGenerator;
import dev.samstevens.totp.code.HashingAlgorithm;
import dev.samstevens.totp.exceptions.CodeGenerationException;
import dev.samstevens.totp.qr.QrData;
import dev.samstevens.totp.secret.DefaultSecretGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app makes them: HMAC-SHA1,
 * six digits, 30-second steps, a 160-bit secret in Base32 (DD111). A code is accepted for
 * the current step and one step either side, to allow for clocks that differ a little;
 * which step matched is returned, so that the caller can refuse it a second time.
 */
final class TotpCodes {

	static final int PERIOD_SECONDS = 30;

	static final int DIGITS = 6;

	/** Steps accepted before and after the current one. */
	static final int DRIFT_STEPS = 1;

	private static final int SECRET_CHARACTERS = 32;

	private final CodeGenerator generator = new DefaultCodeGenerator(HashingAlgorithm.SHA1, DIGITS);

	/** A new random secret, Base32 (32 characters, 160 bits). */
	String newSecret() {
		return new DefaultSecretGenerator(SECRET_CHARACTERS).generate();
	}

	static long step(Instant at) {
		return Math.floorDiv(at.getEpochSecond(), PERIOD_SECONDS);
	}

	/**
	 * The time step whose code {@code code} is, among the steps accepted at {@code now}.
	 */
	OptionalLong matchingStep(String secret, @Nullable String code, Instant now) {
		if (code == null || !code.matches("\\d{" + DIGITS + "}")) {
			return OptionalLong.empty();
		}
		long current = step(now);
		for (long step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
			if (MessageDigest.isEqual(code(secret, step).getBytes(StandardCharsets.US_ASCII),
					code.getBytes(StandardCharsets.US_ASCII))) {
				return OptionalLong.of(step);
			}
		}
		return OptionalLong.empty();
	}

	String code(String secret, long step) {
		try {
			return generator.generate(secret, step);
		}
		catch (CodeGenerationException ex) {
			throw new IllegalStateException("HMAC-SHA1 is part of every JRE", ex);
		}
	}

	/** The {@code otpauth://} address an authenticator app reads from the QR code. */
	static String otpauthUri(String issuer, String account, String secret) {
		return new QrData.Builder().label(account)
			.secret(secret)
			.issuer(issuer)
			.algorithm(HashingAlgorithm.SHA1)
			.digits(DIGITS)
			.period(PERIOD_SECONDS)
			.build()
			.getUri();
	}

}

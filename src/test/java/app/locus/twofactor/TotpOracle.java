package app.locus.twofactor;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.util.Locale;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The tests' own RFC 6238 calculation (HMAC-SHA1, dynamic truncation of RFC 4226, Base32
 * of RFC 4648), written from the RFCs and checked against their test vectors: the oracle
 * for codes, independent of the library the application uses.
 */
public final class TotpOracle {

	private static final String BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

	private TotpOracle() {
	}

	/** The code of {@code digits} digits for time step {@code step} of a raw key. */
	public static String code(byte[] key, long step, int digits) {
		try {
			Mac mac = Mac.getInstance("HmacSHA1");
			mac.init(new SecretKeySpec(key, "HmacSHA1"));
			byte[] hash = mac.doFinal(ByteBuffer.allocate(8).putLong(step).array());
			int offset = hash[hash.length - 1] & 0x0f;
			int binary = ((hash[offset] & 0x7f) << 24) | ((hash[offset + 1] & 0xff) << 16)
					| ((hash[offset + 2] & 0xff) << 8) | (hash[offset + 3] & 0xff);
			int modulo = (int) Math.pow(10, digits);
			return String.format("%0" + digits + "d", binary % modulo);
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException(ex);
		}
	}

	/**
	 * The six-digit code an authenticator app shows at {@code at} for a Base32 secret.
	 */
	public static String code(String base32Secret, Instant at) {
		return code(decode(base32Secret), Math.floorDiv(at.getEpochSecond(), 30), 6);
	}

	/** The code the app shows now. */
	public static String now(String base32Secret) {
		return code(base32Secret, Instant.now());
	}

	/** The code of the next 30-second step (still accepted now, and newer than now's). */
	public static String next(String base32Secret) {
		return code(base32Secret, Instant.now().plusSeconds(30));
	}

	static byte[] decode(String base32) {
		String clean = base32.replace(" ", "").replace("=", "").toUpperCase(Locale.ROOT);
		ByteBuffer out = ByteBuffer.allocate(clean.length() * 5 / 8);
		int buffer = 0;
		int bits = 0;
		for (char c : clean.toCharArray()) {
			int value = BASE32.indexOf(c);
			if (value < 0) {
				throw new IllegalArgumentException("Not Base32: " + c);
			}
			buffer = (buffer << 5) | value;
			bits += 5;
			if (bits >= 8) {
				out.put((byte) (buffer >> (bits - 8)));
				bits -= 8;
			}
		}
		return out.array();
	}

}

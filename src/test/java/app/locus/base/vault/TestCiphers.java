package app.locus.base.vault;

import java.security.SecureRandom;
import java.util.List;

/** Ciphers over master keys made for a test, to seal rows as an older key did. */
public final class TestCiphers {

	private TestCiphers() {
	}

	/** 32 random bytes, a master key. */
	public static byte[] masterKey() {
		byte[] key = new byte[MasterKeys.KEY_BYTES];
		new SecureRandom().nextBytes(key);
		return key;
	}

	/** A cipher that seals with {@code current} and still opens with {@code previous}. */
	public static SecretCipher of(byte[] current, byte[]... previous) {
		return new SecretCipher(MasterKeys.of(current, List.of(previous)));
	}

}

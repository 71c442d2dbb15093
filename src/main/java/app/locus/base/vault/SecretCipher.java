package app.locus.base.vault;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.List;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;

import app.locus.base.vault.MasterKeys.MasterKey;

/**
 * The one cipher of every stored secret (DD033, DD190): AES-256-GCM (JCE), a fresh random
 * 96-bit nonce per seal, a 128-bit tag, the sealing master key's version kept with the
 * value, and associated data (the context) binding the ciphertext to where it is stored,
 * so a value copied to another row does not open. Each feature names its own context: the
 * feature, its format version and the row.
 */
public final class SecretCipher {

	static final int NONCE_BYTES = 12;

	private static final int TAG_BITS = 128;

	private static final SecureRandom RANDOM = new SecureRandom();

	private final MasterKeys keys;

	public SecretCipher(MasterKeys keys) {
		this.keys = keys;
	}

	/** Seals a secret under the current master key, bound to {@code context}. */
	public SealedSecret seal(String secret, String context) {
		MasterKey master = keys.current();
		byte[] nonce = new byte[NONCE_BYTES];
		RANDOM.nextBytes(nonce);
		try {
			Cipher cipher = cipher(Cipher.ENCRYPT_MODE, master, nonce, context);
			return new SealedSecret(nonce, cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8)), master.version());
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("AES-GCM is part of every JRE", ex);
		}
	}

	/**
	 * The secret in clear.
	 * @param what names the secret in the exception's message (never the secret)
	 * @throws SecretUnreadableException when the master key is unknown or the ciphertext,
	 * nonce or context do not match what was sealed
	 */
	public String open(SealedSecret sealed, String context, String what) {
		MasterKey master = keys.find(sealed.masterKeyVersion())
			.orElseThrow(() -> new SecretUnreadableException(
					"Stored " + what + " was sealed with master key " + sealed.masterKeyVersion()
							+ ", which is not configured (LOCUS_MASTER_KEY / LOCUS_PREVIOUS_MASTER_KEYS)"));
		try {
			Cipher cipher = cipher(Cipher.DECRYPT_MODE, master, sealed.nonce(), context);
			return new String(cipher.doFinal(sealed.ciphertext()), StandardCharsets.UTF_8);
		}
		catch (GeneralSecurityException ex) {
			throw new SecretUnreadableException(
					"Stored " + what + " does not decrypt: it was changed, or belongs to another row");
		}
	}

	/** The version of the master key this cipher seals with. */
	public String currentVersion() {
		return keys.currentVersion();
	}

	/**
	 * Whether this 32-byte master key opens this sealed value under its context (the tag
	 * verifies), say to check a master key against a backup before restoring it. Never
	 * throws for a wrong key or value; the secret is not returned.
	 */
	public static boolean opens(byte[] masterKey, SealedSecret sealed, String context) {
		SecretCipher only = new SecretCipher(MasterKeys.of(masterKey, List.of()));
		try {
			only.open(sealed, context, "value");
			return true;
		}
		catch (SecretUnreadableException ex) {
			return false;
		}
	}

	private static Cipher cipher(int mode, MasterKey master, byte[] nonce, String context)
			throws GeneralSecurityException {
		Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
		cipher.init(mode, master.key(), new GCMParameterSpec(TAG_BITS, nonce));
		cipher.updateAAD(context.getBytes(StandardCharsets.UTF_8));
		return cipher;
	}

	/** A stored secret cannot be decrypted; it must be set again. */
	public static final class SecretUnreadableException extends IllegalStateException {

		SecretUnreadableException(String message) {
			super(message);
		}

	}

}

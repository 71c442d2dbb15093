package app.locus.upstream.credentials;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;

import app.locus.base.WorkspaceId;
import app.locus.upstream.credentials.MasterKeyRing.MasterKey;
import app.locus.upstream.credentials.repository.SealedSecret;

/**
 * Seals and opens stored API keys with AES-256-GCM (JCE): a fresh random 96-bit nonce per
 * seal, a 128-bit tag, and associated data binding the ciphertext to its workspace and
 * key id, so a row copied to another workspace or key does not decrypt (DD033).
 */
final class SecretCipher {

	static final int NONCE_BYTES = 12;

	private static final int TAG_BITS = 128;

	private static final SecureRandom RANDOM = new SecureRandom();

	private final MasterKeyRing ring;

	SecretCipher(MasterKeyRing ring) {
		this.ring = ring;
	}

	SealedSecret seal(String secret, WorkspaceId workspace, ApiKeyId key) {
		MasterKey master = ring.current();
		byte[] nonce = new byte[NONCE_BYTES];
		RANDOM.nextBytes(nonce);
		try {
			Cipher cipher = cipher(Cipher.ENCRYPT_MODE, master, nonce, workspace, key);
			return new SealedSecret(nonce, cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8)), master.version());
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("AES-GCM is part of every JRE", ex);
		}
	}

	/**
	 * The secret in clear.
	 * @throws SecretUnreadableException when the master key is unknown or the ciphertext,
	 * nonce, workspace or key id do not match what was sealed
	 */
	String open(SealedSecret sealed, WorkspaceId workspace, ApiKeyId key) {
		MasterKey master = ring.find(sealed.masterKeyVersion())
			.orElseThrow(() -> new SecretUnreadableException(
					"Stored API key " + key.value() + " was sealed with master key " + sealed.masterKeyVersion()
							+ ", which is not configured (LOCUS_MASTER_KEY / LOCUS_PREVIOUS_MASTER_KEYS)"));
		try {
			Cipher cipher = cipher(Cipher.DECRYPT_MODE, master, sealed.nonce(), workspace, key);
			return new String(cipher.doFinal(sealed.ciphertext()), StandardCharsets.UTF_8);
		}
		catch (GeneralSecurityException ex) {
			throw new SecretUnreadableException("Stored API key " + key.value()
					+ " does not decrypt: it was changed, or belongs to another workspace or key");
		}
	}

	/** Whether a sealed secret uses an older master key and should be sealed again. */
	boolean isStale(SealedSecret sealed) {
		return !ring.current().version().equals(sealed.masterKeyVersion());
	}

	private static Cipher cipher(int mode, MasterKey master, byte[] nonce, WorkspaceId workspace, ApiKeyId key)
			throws GeneralSecurityException {
		Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
		cipher.init(mode, master.key(), new GCMParameterSpec(TAG_BITS, nonce));
		cipher.updateAAD(associatedData(workspace, key));
		return cipher;
	}

	private static byte[] associatedData(WorkspaceId workspace, ApiKeyId key) {
		return ("locus/upstream-api-key/v1\0" + workspace.value() + "\0" + key.value())
			.getBytes(StandardCharsets.UTF_8);
	}

	/** A stored key cannot be decrypted; it must be rotated or added again. */
	static final class SecretUnreadableException extends IllegalStateException {

		SecretUnreadableException(String message) {
			super(message);
		}

	}

}

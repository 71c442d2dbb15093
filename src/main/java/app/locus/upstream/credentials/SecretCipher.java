package app.locus.upstream.credentials;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Locale;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;

import app.locus.base.WorkspaceId;
import app.locus.upstream.credentials.MasterKeyRing.MasterKey;
import app.locus.upstream.credentials.repository.SealedSecret;

/**
 * Seals and opens stored API keys and OAuth tokens with AES-256-GCM (JCE): a fresh random
 * 96-bit nonce per seal, a 128-bit tag, and associated data binding the ciphertext to its
 * workspace and key id (or connection id and kind of token), so a row copied to another
 * workspace, key or connection does not decrypt (DD033, DD034).
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
		return seal(secret, apiKeyData(workspace, key));
	}

	/**
	 * The secret in clear.
	 * @throws SecretUnreadableException when the master key is unknown or the ciphertext,
	 * nonce, workspace or key id do not match what was sealed
	 */
	String open(SealedSecret sealed, WorkspaceId workspace, ApiKeyId key) {
		return open(sealed, apiKeyData(workspace, key), "Stored API key " + key.value(),
				"it was changed, or belongs to another workspace or key");
	}

	/**
	 * Seals a token of an OAuth connection, bound to its workspace, connection and kind
	 * (an access token does not open as the refresh token).
	 */
	SealedSecret seal(String token, WorkspaceId workspace, OAuthConnectionId connection, TokenKind kind) {
		return seal(token, tokenData(workspace, connection, kind));
	}

	/**
	 * The token in clear.
	 * @throws SecretUnreadableException when it does not open for this workspace,
	 * connection and kind, or its master key is not configured
	 */
	String open(SealedSecret sealed, WorkspaceId workspace, OAuthConnectionId connection, TokenKind kind) {
		return open(sealed, tokenData(workspace, connection, kind),
				"The " + kind.name().toLowerCase(Locale.ROOT) + " token of connection " + connection.value(),
				"it was changed, or belongs to another workspace, connection or kind of token");
	}

	private SealedSecret seal(String secret, byte[] associatedData) {
		MasterKey master = ring.current();
		byte[] nonce = new byte[NONCE_BYTES];
		RANDOM.nextBytes(nonce);
		try {
			Cipher cipher = cipher(Cipher.ENCRYPT_MODE, master, nonce, associatedData);
			return new SealedSecret(nonce, cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8)), master.version());
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("AES-GCM is part of every JRE", ex);
		}
	}

	private String open(SealedSecret sealed, byte[] associatedData, String what, String mismatch) {
		MasterKey master = ring.find(sealed.masterKeyVersion())
			.orElseThrow(() -> new SecretUnreadableException(
					what + " was sealed with master key " + sealed.masterKeyVersion()
							+ ", which is not configured (LOCUS_MASTER_KEY / LOCUS_PREVIOUS_MASTER_KEYS)"));
		try {
			Cipher cipher = cipher(Cipher.DECRYPT_MODE, master, sealed.nonce(), associatedData);
			return new String(cipher.doFinal(sealed.ciphertext()), StandardCharsets.UTF_8);
		}
		catch (GeneralSecurityException ex) {
			throw new SecretUnreadableException(what + " does not decrypt: " + mismatch);
		}
	}

	/** Whether a sealed secret uses an older master key and should be sealed again. */
	boolean isStale(SealedSecret sealed) {
		return !ring.current().version().equals(sealed.masterKeyVersion());
	}

	private static Cipher cipher(int mode, MasterKey master, byte[] nonce, byte[] associatedData)
			throws GeneralSecurityException {
		Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
		cipher.init(mode, master.key(), new GCMParameterSpec(TAG_BITS, nonce));
		cipher.updateAAD(associatedData);
		return cipher;
	}

	private static byte[] apiKeyData(WorkspaceId workspace, ApiKeyId key) {
		return ("locus/upstream-api-key/v1\0" + workspace.value() + "\0" + key.value())
			.getBytes(StandardCharsets.UTF_8);
	}

	private static byte[] tokenData(WorkspaceId workspace, OAuthConnectionId connection, TokenKind kind) {
		return ("locus/upstream-oauth-token/v1\0" + workspace.value() + "\0" + connection.value() + "\0" + kind.name())
			.getBytes(StandardCharsets.UTF_8);
	}

	/** The two tokens of an OAuth connection. */
	enum TokenKind {

		ACCESS, REFRESH

	}

	/** A stored key cannot be decrypted; it must be rotated or added again. */
	static final class SecretUnreadableException extends IllegalStateException {

		SecretUnreadableException(String message) {
			super(message);
		}

	}

}

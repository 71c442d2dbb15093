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
 * Seals and opens stored secrets with AES-256-GCM (JCE): a fresh random 96-bit nonce per
 * seal, a 128-bit tag, and associated data binding the ciphertext to where it is stored
 * (for API keys: workspace and key id; for OAuth tokens: workspace, connection and kind
 * of token), so a row copied elsewhere does not decrypt (DD033, DD034). Other features
 * seal their secrets (such as an identity provider's client secret, DD071) through
 * {@link #seal(String, String)} with their own context.
 */
public final class SecretCipher {

	static final int NONCE_BYTES = 12;

	private static final int TAG_BITS = 128;

	private static final SecureRandom RANDOM = new SecureRandom();

	private final MasterKeyRing ring;

	SecretCipher(MasterKeyRing ring) {
		this.ring = ring;
	}

	SealedSecret seal(String secret, WorkspaceId workspace, ApiKeyId key) {
		return seal(secret, apiKeyContext(workspace, key));
	}

	/**
	 * Seals a secret under the current master key, bound to {@code context} (which names
	 * the feature, its format version and the row the secret belongs to).
	 */
	public SealedSecret seal(String secret, String context) {
		MasterKey master = ring.current();
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
	 * @throws SecretUnreadableException when the master key is unknown or the ciphertext,
	 * nonce, workspace or key id do not match what was sealed
	 */
	String open(SealedSecret sealed, WorkspaceId workspace, ApiKeyId key) {
		return open(sealed, apiKeyContext(workspace, key), "API key " + key.value());
	}

	/**
	 * The secret in clear.
	 * @param what names the secret in the exception's message (never the secret)
	 * @throws SecretUnreadableException when the master key is unknown or the ciphertext,
	 * nonce or context do not match what was sealed
	 */
	public String open(SealedSecret sealed, String context, String what) {
		MasterKey master = ring.find(sealed.masterKeyVersion())
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

	/**
	 * Seals a token of an OAuth connection, bound to its workspace, connection and kind
	 * (an access token does not open as the refresh token).
	 */
	SealedSecret seal(String token, WorkspaceId workspace, OAuthConnectionId connection, TokenKind kind) {
		return seal(token, tokenContext(workspace, connection, kind));
	}

	/**
	 * The token in clear.
	 * @throws SecretUnreadableException when it does not open for this workspace,
	 * connection and kind, or its master key is not configured
	 */
	String open(SealedSecret sealed, WorkspaceId workspace, OAuthConnectionId connection, TokenKind kind) {
		return open(sealed, tokenContext(workspace, connection, kind),
				kind.name().toLowerCase(Locale.ROOT) + " token of connection " + connection.value());
	}

	/** Whether a sealed secret uses an older master key and should be sealed again. */
	public boolean isStale(SealedSecret sealed) {
		return !ring.current().version().equals(sealed.masterKeyVersion());
	}

	private static Cipher cipher(int mode, MasterKey master, byte[] nonce, String context)
			throws GeneralSecurityException {
		Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
		cipher.init(mode, master.key(), new GCMParameterSpec(TAG_BITS, nonce));
		cipher.updateAAD(context.getBytes(StandardCharsets.UTF_8));
		return cipher;
	}

	private static String apiKeyContext(WorkspaceId workspace, ApiKeyId key) {
		return "locus/upstream-api-key/v1\0" + workspace.value() + "\0" + key.value();
	}

	private static String tokenContext(WorkspaceId workspace, OAuthConnectionId connection, TokenKind kind) {
		return "locus/upstream-oauth-token/v1\0" + workspace.value() + "\0" + connection.value() + "\0" + kind.name();
	}

	/** The two tokens of an OAuth connection. */
	enum TokenKind {

		ACCESS, REFRESH

	}

	/** A stored secret cannot be decrypted; it must be set again. */
	public static final class SecretUnreadableException extends IllegalStateException {

		SecretUnreadableException(String message) {
			super(message);
		}

	}

}

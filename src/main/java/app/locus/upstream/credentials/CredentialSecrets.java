package app.locus.upstream.credentials;

import java.util.Locale;

import app.locus.base.WorkspaceId;
import app.locus.base.vault.SealedSecret;
import app.locus.base.vault.SecretCipher;

/**
 * What the vault's cipher binds an API key and an OAuth token to (DD033, DD034): an API
 * key to its workspace and key id, a token to its workspace, connection and kind (an
 * access token does not open as the refresh token).
 */
final class CredentialSecrets {

	private CredentialSecrets() {
	}

	static SealedSecret seal(SecretCipher cipher, String secret, WorkspaceId workspace, ApiKeyId key) {
		return cipher.seal(secret, apiKeyContext(workspace, key));
	}

	/**
	 * The key in clear.
	 * @throws app.locus.base.vault.SecretCipher.SecretUnreadableException when it does
	 * not open for this workspace and key id, or its master key is not configured
	 */
	static String open(SecretCipher cipher, SealedSecret sealed, WorkspaceId workspace, ApiKeyId key) {
		return cipher.open(sealed, apiKeyContext(workspace, key), "API key " + key.value());
	}

	static SealedSecret seal(SecretCipher cipher, String token, WorkspaceId workspace, OAuthConnectionId connection,
			TokenKind kind) {
		return cipher.seal(token, tokenContext(workspace, connection, kind));
	}

	/**
	 * The token in clear.
	 * @throws app.locus.base.vault.SecretCipher.SecretUnreadableException when it does
	 * not open for this workspace, connection and kind, or its master key is not
	 * configured
	 */
	static String open(SecretCipher cipher, SealedSecret sealed, WorkspaceId workspace, OAuthConnectionId connection,
			TokenKind kind) {
		return cipher.open(sealed, tokenContext(workspace, connection, kind),
				kind.name().toLowerCase(Locale.ROOT) + " token of connection " + connection.value());
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

}

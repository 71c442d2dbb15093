package app.locus.upstream.credentials;

import java.util.List;

import app.locus.base.vault.ResealBatch;
import app.locus.base.vault.SealedColumn;
import app.locus.base.vault.SealedSecret;
import app.locus.base.vault.SealedSecretStore;
import app.locus.base.vault.SecretCipher;
import app.locus.upstream.credentials.CredentialSecrets.TokenKind;
import app.locus.upstream.credentials.repository.OAuthConnectionRepository;
import app.locus.upstream.credentials.repository.StoredConnection;

import org.springframework.stereotype.Component;

/**
 * The access and refresh tokens of the workspaces' OAuth connections, in the vault
 * (DD034, DD190).
 */
@Component
class OAuthTokenStore implements SealedSecretStore {

	private final OAuthConnectionRepository connections;

	OAuthTokenStore(OAuthConnectionRepository connections) {
		this.connections = connections;
	}

	@Override
	public String name() {
		return "oauth-tokens";
	}

	@Override
	public List<SealedColumn> columns() {
		return SealedColumn.of("upstream_oauth_connection", "access_nonce", "access_ciphertext", "refresh_nonce",
				"refresh_ciphertext", "master_key_version");
	}

	@Override
	public ResealBatch resealBatch(String afterId, int limit, SecretCipher vault) {
		List<StoredConnection> stale = connections.sealedWithOtherMasterKey(vault.currentVersion(), afterId, limit);
		return ResealBatch.over(name(), stale, limit, connection -> connection.id().value(),
				connection -> connections.reseal(connection, again(vault, connection, TokenKind.ACCESS),
						again(vault, connection, TokenKind.REFRESH)));
	}

	private static SealedSecret again(SecretCipher vault, StoredConnection connection, TokenKind kind) {
		SealedSecret sealed = kind == TokenKind.ACCESS ? connection.liveAccessToken() : connection.liveRefreshToken();
		String token = CredentialSecrets.open(vault, sealed, connection.workspace(), connection.id(), kind);
		return CredentialSecrets.seal(vault, token, connection.workspace(), connection.id(), kind);
	}

}

package app.locus.upstream.credentials;

import java.util.Optional;

import app.locus.base.vault.SecretCipher;
import app.locus.base.WorkspaceId;
import app.locus.upstream.UpstreamException;
import app.locus.base.vault.SecretCipher.SecretUnreadableException;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.StoredApiKey;
import app.locus.upstream.gateway.CredentialSource;
import app.locus.upstream.gateway.UpstreamCredential;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Gives the gateway the workspace's API key: the active one whose secret was set last
 * (created or rotated), decrypted only for the call.
 */
@Component
class ApiKeyCredentialSource implements CredentialSource {

	private static final Logger log = LoggerFactory.getLogger(ApiKeyCredentialSource.class);

	private final ApiKeyRepository keys;

	private final SecretCipher cipher;

	ApiKeyCredentialSource(ApiKeyRepository keys, SecretCipher cipher) {
		this.keys = keys;
		this.cipher = cipher;
	}

	@Override
	public Optional<UpstreamCredential> activeCredential(WorkspaceId workspace) {
		return keys.newestActive(workspace).map(this::open);
	}

	UpstreamCredential open(StoredApiKey key) {
		try {
			return new UpstreamCredential(CredentialSecrets.open(cipher, key.secret(), key.workspace(), key.id()),
					"API key \"" + key.label() + "\" ****" + key.last4(), UpstreamCredential.Scheme.API_KEY,
					key.id().value(), key.accountHolder());
		}
		catch (SecretUnreadableException ex) {
			log.error("API key {} of workspace {} cannot be decrypted", key.id(), key.workspace(), ex);
			throw new UpstreamException.NoCredential("The workspace's API key \"" + key.label()
					+ "\" cannot be decrypted (has the master key changed?). Rotate it or add it again.");
		}
	}

}

package app.locus.upstream.credentials;

import java.util.List;

import app.locus.base.vault.ResealBatch;
import app.locus.base.vault.SealedColumn;
import app.locus.base.vault.SealedSecretStore;
import app.locus.base.vault.SecretCipher;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.StoredApiKey;

import org.springframework.stereotype.Component;

/** The workspaces' API keys of the service, in the vault (DD033, DD190). */
@Component
class ApiKeySecretStore implements SealedSecretStore {

	private final ApiKeyRepository keys;

	ApiKeySecretStore(ApiKeyRepository keys) {
		this.keys = keys;
	}

	@Override
	public String name() {
		return "api-keys";
	}

	@Override
	public List<SealedColumn> columns() {
		return SealedColumn.of("upstream_api_key", "secret_nonce", "secret_ciphertext", "master_key_version");
	}

	@Override
	public ResealBatch resealBatch(String afterId, int limit, SecretCipher vault) {
		List<StoredApiKey> stale = keys.sealedWithOtherMasterKey(vault.currentVersion(), afterId, limit);
		return ResealBatch.over(name(), stale, limit, key -> key.id().value(),
				key -> keys.reseal(key,
						CredentialSecrets.seal(vault,
								CredentialSecrets.open(vault, key.secret(), key.workspace(), key.id()), key.workspace(),
								key.id())));
	}

}

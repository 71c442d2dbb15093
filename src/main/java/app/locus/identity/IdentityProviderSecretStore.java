package app.locus.identity;

import java.util.List;

import app.locus.base.vault.ResealBatch;
import app.locus.base.vault.SealedColumn;
import app.locus.base.vault.SealedSecretStore;
import app.locus.base.vault.SecretCipher;
import app.locus.identity.repository.IdentityProviderRepository;
import app.locus.identity.repository.IdentityProviderRepository.SealedClientSecret;

import org.springframework.stereotype.Component;

/**
 * The client secrets of the agencies' identity providers, in the vault (DD071, DD190).
 */
@Component
class IdentityProviderSecretStore implements SealedSecretStore {

	private final IdentityProviderRepository providers;

	IdentityProviderSecretStore(IdentityProviderRepository providers) {
		this.providers = providers;
	}

	@Override
	public String name() {
		return "identity-provider-secrets";
	}

	@Override
	public List<SealedColumn> columns() {
		return SealedColumn.of("agency_identity_provider", "secret_nonce", "secret_ciphertext", "master_key_version");
	}

	@Override
	public ResealBatch resealBatch(String afterId, int limit, SecretCipher vault) {
		List<SealedClientSecret> stale = providers.sealedWithOtherMasterKey(vault.currentVersion(), afterId, limit);
		return ResealBatch.over(name(), stale, limit, row -> row.agency().value(), row -> {
			String context = IdentityProviderService.secretContext(row.agency());
			String secret = vault.open(row.secret(), context, "identity provider secret of agency " + row.agency());
			return providers.reseal(row.agency(), vault.seal(secret, context), row.updatedAt());
		});
	}

}

package app.locus.twofactor;

import java.util.List;

import app.locus.base.vault.ResealBatch;
import app.locus.base.vault.SealedColumn;
import app.locus.base.vault.SealedSecretStore;
import app.locus.base.vault.SecretCipher;
import app.locus.twofactor.repository.StoredFactor;
import app.locus.twofactor.repository.TwoFactorRepository;

import org.springframework.stereotype.Component;

/** The users' authenticator (TOTP) secrets, in the vault (DD111, DD190). */
@Component
class TwoFactorSecretStore implements SealedSecretStore {

	private final TwoFactorRepository factors;

	TwoFactorSecretStore(TwoFactorRepository factors) {
		this.factors = factors;
	}

	@Override
	public String name() {
		return "two-factor-secrets";
	}

	@Override
	public List<SealedColumn> columns() {
		return SealedColumn.of("user_two_factor", "secret_nonce", "secret_ciphertext", "master_key_version");
	}

	@Override
	public ResealBatch resealBatch(String afterId, int limit, SecretCipher vault) {
		List<StoredFactor> stale = factors.sealedWithOtherMasterKey(vault.currentVersion(), afterId, limit);
		FactorSecrets secrets = new FactorSecrets(vault);
		return ResealBatch.over(name(), stale, limit, factor -> factor.user().value(),
				factor -> factors.reseal(factor, secrets.seal(factor.agency(), factor.user(), secrets.open(factor))));
	}

}

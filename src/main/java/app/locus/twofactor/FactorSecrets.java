package app.locus.twofactor;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.twofactor.repository.StoredFactor;
import app.locus.base.vault.SecretCipher;
import app.locus.base.vault.SealedSecret;

import org.springframework.stereotype.Component;

/**
 * Seals authenticator secrets with the key vault's cipher (AES-256-GCM under the master
 * key, DD033), bound to the user and agency they belong to: a secret copied to another
 * user's row does not open.
 */
@Component
class FactorSecrets {

	private final SecretCipher cipher;

	FactorSecrets(SecretCipher cipher) {
		this.cipher = cipher;
	}

	SealedSecret seal(AgencyId agency, UserId user, String secret) {
		return cipher.seal(secret, context(agency, user));
	}

	String open(StoredFactor factor) {
		return cipher.open(factor.secret(), context(factor.agency(), factor.user()),
				"two-factor secret of user " + factor.user());
	}

	private static String context(AgencyId agency, UserId user) {
		return "locus/two-factor-secret/v1\0" + agency.value() + "\0" + user.value();
	}

}

package app.locus.identity;

import app.locus.identity.repository.IdentityProviderRepository;
import app.locus.identity.repository.StoredIdentityProvider;
import app.locus.upstream.credentials.SecretCipher;
import app.locus.upstream.credentials.SecretCipher.SecretUnreadableException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * After a master-key rotation (DD033), seals every identity-provider client secret again
 * under the current master key at start-up, so the previous key can be dropped once the
 * log shows no stale rows here either (DD071). Unreadable rows are logged, not fatal.
 */
@Component
class IdentityProviderSecretRotation {

	private static final Logger log = LoggerFactory.getLogger(IdentityProviderSecretRotation.class);

	private final IdentityProviderRepository providers;

	private final SecretCipher cipher;

	IdentityProviderSecretRotation(IdentityProviderRepository providers, SecretCipher cipher) {
		this.providers = providers;
		this.cipher = cipher;
	}

	@EventListener(ApplicationReadyEvent.class)
	public void resealStaleSecrets() {
		int resealed = 0;
		int unreadable = 0;
		for (var agency : providers.agencies()) {
			StoredIdentityProvider stored = providers.find(agency).orElse(null);
			if (stored == null || !cipher.isStale(stored.secret())) {
				continue;
			}
			String context = IdentityProviderService.secretContext(agency);
			try {
				String secret = cipher.open(stored.secret(), context, "identity provider secret of agency " + agency);
				if (providers.reseal(agency, cipher.seal(secret, context), stored.updatedAt())) {
					resealed++;
				}
			}
			catch (SecretUnreadableException ex) {
				unreadable++;
				log.warn("An identity provider's client secret could not be re-sealed", ex);
			}
		}
		if (resealed > 0 || unreadable > 0) {
			log.info("Identity-provider secrets sealed again under the current master key: {}, unreadable: {}",
					resealed, unreadable);
		}
	}

}

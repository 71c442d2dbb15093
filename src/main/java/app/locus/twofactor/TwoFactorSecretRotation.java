package app.locus.twofactor;

import java.util.List;

import app.locus.twofactor.repository.StoredFactor;
import app.locus.twofactor.repository.TwoFactorRepository;
import app.locus.upstream.credentials.SecretCipher.SecretUnreadableException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * After a master-key rotation (DD033), seals every authenticator secret again under the
 * current master key at start-up, in batches, so the previous key can be dropped once the
 * log shows no stale rows here either (DD111). A row changed meanwhile (a new set-up) is
 * left alone; unreadable rows are logged, not fatal.
 */
@Component
class TwoFactorSecretRotation {

	private static final Logger log = LoggerFactory.getLogger(TwoFactorSecretRotation.class);

	private static final int BATCH = 100;

	private final TwoFactorRepository factors;

	private final FactorSecrets secrets;

	TwoFactorSecretRotation(TwoFactorRepository factors, FactorSecrets secrets) {
		this.factors = factors;
		this.secrets = secrets;
	}

	@EventListener(ApplicationReadyEvent.class)
	public void resealStaleSecrets() {
		int resealed = 0;
		int unreadable = 0;
		String after = "";
		for (List<StoredFactor> batch = factors.page(after, BATCH); !batch.isEmpty(); batch = factors.page(after,
				BATCH)) {
			for (StoredFactor factor : batch) {
				if (!secrets.isStale(factor)) {
					continue;
				}
				try {
					if (factors.reseal(factor, secrets.seal(factor.agency(), factor.user(), secrets.open(factor)))) {
						resealed++;
					}
				}
				catch (SecretUnreadableException ex) {
					unreadable++;
					log.warn("A two-factor secret could not be opened for re-sealing", ex);
				}
			}
			after = batch.get(batch.size() - 1).user().value();
		}
		if (resealed > 0 || unreadable > 0) {
			log.info("Two-factor secrets sealed again under the current master key: {}, unreadable: {}", resealed,
					unreadable);
		}
	}

}

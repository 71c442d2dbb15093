package app.locus.upstream.credentials;

import java.util.List;

import app.locus.upstream.credentials.SecretCipher.SecretUnreadableException;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.StoredApiKey;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Finishes a master-key rotation: at start-up, every stored key still sealed with an
 * older master key is sealed again with the current one. Safe on several nodes at once (a
 * row changed meanwhile is left to the node that changed it). Once it has run, the older
 * key can be dropped from {@code LOCUS_PREVIOUS_MASTER_KEYS}.
 */
@Component
class MasterKeyRotation {

	private static final Logger log = LoggerFactory.getLogger(MasterKeyRotation.class);

	private static final int BATCH = 100;

	private final ApiKeyRepository keys;

	private final SecretCipher cipher;

	private final MasterKeyRing ring;

	MasterKeyRotation(ApiKeyRepository keys, SecretCipher cipher, MasterKeyRing ring) {
		this.keys = keys;
		this.cipher = cipher;
		this.ring = ring;
	}

	@EventListener(ApplicationReadyEvent.class)
	void resealOnStart() {
		Result result = resealStaleKeys();
		if (result.resealed() > 0 || result.unreadable() > 0) {
			log.info("Master key {}: re-encrypted {} stored API keys; {} could not be decrypted with any configured "
					+ "master key", ring.current().version(), result.resealed(), result.unreadable());
		}
	}

	/** Seals every stale key again with the current master key. */
	Result resealStaleKeys() {
		int resealed = 0;
		int unreadable = 0;
		String afterId = "";
		List<StoredApiKey> batch;
		do {
			batch = keys.sealedWithOtherMasterKey(ring.current().version(), afterId, BATCH);
			for (StoredApiKey key : batch) {
				try {
					String secret = cipher.open(key.secret(), key.workspace(), key.id());
					if (keys.reseal(key, cipher.seal(secret, key.workspace(), key.id()))) {
						resealed++;
					}
				}
				catch (SecretUnreadableException ex) {
					unreadable++;
					log.warn("{}", ex.getMessage());
				}
				afterId = key.id().value();
			}
		}
		while (batch.size() == BATCH);
		return new Result(resealed, unreadable);
	}

	record Result(int resealed, int unreadable) {
	}

}

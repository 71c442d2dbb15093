package app.locus.base.vault;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.vault.KeyRotationReport.Count;
import app.locus.base.vault.repository.RotationProgressRepository;
import app.locus.base.vault.repository.RotationProgressRepository.Progress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Finishes a master-key rotation (DD190): at start-up, one node walks every registered
 * {@link SealedSecretStore} in batches and seals again under the current master key every
 * value still sealed under an older one. Its progress is kept per store, so a rotation
 * stopped midway goes on where it stopped; values already under the current key are
 * skipped, so nothing is sealed twice. Once its report shows nothing unreadable, the
 * older key can be dropped from {@code LOCUS_PREVIOUS_MASTER_KEYS}.
 */
@Component
public class KeyRotation {

	static final String LOCK = "vault-key-rotation";

	private static final Logger log = LoggerFactory.getLogger(KeyRotation.class);

	private final List<SealedSecretStore> stores;

	private final SecretCipher vault;

	private final RotationProgressRepository progress;

	private final LeasedLocks locks;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	private final int batchSize;

	KeyRotation(List<SealedSecretStore> stores, SecretCipher vault, RotationProgressRepository progress,
			LeasedLocks locks, ApplicationEventPublisher events, Clock clock,
			@Value("${locus.vault.rotation-batch:100}") int batchSize) {
		if (batchSize < 1) {
			throw new IllegalArgumentException("locus.vault.rotation-batch must be at least 1");
		}
		this.stores = stores;
		this.vault = vault;
		this.progress = progress;
		this.locks = locks;
		this.events = events;
		this.clock = clock;
		this.batchSize = batchSize;
	}

	/** The registered stores, in the order a rotation walks them. */
	public List<SealedSecretStore> stores() {
		return stores;
	}

	@EventListener(ApplicationReadyEvent.class)
	void rotateOnStart() {
		Optional<Lease> taken = locks.take(LOCK, Duration.ZERO);
		if (taken.isEmpty()) {
			log.info("Another node is sealing stored secrets again under the current master key");
			return;
		}
		try (Lease lease = taken.get()) {
			rotate(vault);
		}
	}

	/**
	 * Walks every store and seals again under {@code target}'s current master key what an
	 * older one sealed; {@code target} must still hold the older keys to open them.
	 */
	public KeyRotationReport rotate(SecretCipher target) {
		String version = target.currentVersion();
		Map<String, Count> counts = new LinkedHashMap<>();
		for (SealedSecretStore store : stores) {
			counts.put(store.name(), rotate(store, target, version));
		}
		KeyRotationReport report = new KeyRotationReport(version, counts);
		if (report.resealed() > 0 || report.unreadable() > 0) {
			log.info("Master key {}: stored secrets sealed again ({})", version, report.summary());
			events.publishEvent(report);
		}
		return report;
	}

	private Count rotate(SealedSecretStore store, SecretCipher target, String version) {
		Progress start = progress.find(store.name())
			.filter(saved -> saved.masterKeyVersion().equals(version) && !saved.finished())
			.orElse(new Progress(version, "", 0, 0, false));
		Progress at = start;
		Count count = new Count(0, 0);
		boolean finished = false;
		while (!finished) {
			ResealBatch batch = store.resealBatch(at.afterId(), batchSize, target);
			String next = batch.nextAfterId();
			finished = next == null;
			if (next == null) {
				next = at.afterId();
			}
			else if (next.compareTo(at.afterId()) <= 0) {
				throw new IllegalStateException("The sealed-secret store " + store.name() + " did not move on after "
						+ at.afterId() + "; a batch must end at a later row id");
			}
			count = count.plus(batch);
			at = new Progress(version, next, at.resealed() + batch.resealed(), at.unreadable() + batch.unreadable(),
					finished);
			progress.save(store.name(), at, clock.instant());
		}
		return count;
	}

}

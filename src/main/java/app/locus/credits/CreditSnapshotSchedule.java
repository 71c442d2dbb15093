package app.locus.credits;

import java.time.Duration;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Takes a round of account snapshots on a schedule
 * ({@code locus.credits.snapshot-interval}, default hourly; first 20 s after start so a
 * fresh demo has one). Switched off with the report sync
 * ({@code locus.sync.enabled=false}, as the tests do), which leaves {@link SnapshotTaker}
 * usable. The round's lock is kept for half the interval so nodes whose schedules are out
 * of step do not both take it.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
@ConditionalOnProperty(name = "locus.sync.enabled", havingValue = "true", matchIfMissing = true)
class CreditSnapshotSchedule {

	private static final Logger log = LoggerFactory.getLogger(CreditSnapshotSchedule.class);

	private final SnapshotTaker taker;

	private final Duration lockAtLeast;

	CreditSnapshotSchedule(SnapshotTaker taker, @Value("${locus.credits.snapshot-interval:PT1H}") Duration interval) {
		this.taker = taker;
		this.lockAtLeast = interval.dividedBy(2);
	}

	@Scheduled(initialDelayString = "${locus.credits.snapshot-initial-delay:PT20S}",
			fixedDelayString = "${locus.credits.snapshot-interval:PT1H}")
	void takeSnapshots() {
		SnapshotTaker.Round round = taker.takeAll(lockAtLeast);
		if (round.ran()) {
			log.info("Credit snapshots: {} taken, {} failed", round.taken(), round.failed());
		}
	}

}

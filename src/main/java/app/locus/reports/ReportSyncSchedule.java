package app.locus.reports;

import java.time.Duration;

import app.locus.upstream.UpstreamException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Runs the report sync of every workspace on a schedule ({@code locus.sync.interval},
 * default every 5 minutes). Switched off with {@code locus.sync.enabled=false}, as the
 * tests do, which leaves {@link ReportSync} itself usable. Each workspace's lock is kept
 * for at least half a minute so nodes whose schedules are out of step do not both run.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
@ConditionalOnProperty(name = "locus.sync.enabled", havingValue = "true", matchIfMissing = true)
class ReportSyncSchedule {

	private static final Logger log = LoggerFactory.getLogger(ReportSyncSchedule.class);

	private static final Duration LOCK_AT_LEAST = Duration.ofSeconds(30);

	private final SyncTargets targets;

	private final ReportSync sync;

	ReportSyncSchedule(SyncTargets targets, ReportSync sync) {
		this.targets = targets;
		this.sync = sync;
	}

	@Scheduled(initialDelayString = "${locus.sync.initial-delay:PT1M}",
			fixedDelayString = "${locus.sync.interval:PT5M}")
	void syncAll() {
		for (SyncTarget target : targets.all()) {
			try {
				SyncResult result = sync.sync(target, LOCK_AT_LEAST);
				if (result.total() > 0) {
					log.info("Report sync of {} stored {}", target.workspace(), result.stored());
				}
			}
			catch (UpstreamException.NoCredential ex) {
				log.debug("Workspace {} has no credential; not synced", target.workspace());
			}
			catch (RuntimeException ex) {
				// One workspace's trouble (a refused key, an unreachable service) must
				// not stop the others.
				log.warn("Report sync of {} failed: {}", target.workspace(), ex.getMessage());
			}
		}
	}

}

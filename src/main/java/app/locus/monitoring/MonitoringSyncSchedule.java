package app.locus.monitoring;

import java.time.Duration;

import app.locus.reports.SyncTarget;
import app.locus.reports.SyncTargets;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Syncs every workspace's guard and reviews listings in the background lane
 * ({@code locus.monitoring-sync.interval}, default hourly: both change slowly). Off with
 * {@code locus.sync.enabled=false}, like the report sync.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
@ConditionalOnProperty(name = "locus.sync.enabled", havingValue = "true", matchIfMissing = true)
class MonitoringSyncSchedule {

	private static final Logger log = LoggerFactory.getLogger(MonitoringSyncSchedule.class);

	private static final Duration LOCK_AT_LEAST = Duration.ofSeconds(30);

	private final SyncTargets targets;

	private final MonitoringSync sync;

	MonitoringSyncSchedule(SyncTargets targets, MonitoringSync sync) {
		this.targets = targets;
		this.sync = sync;
	}

	@Scheduled(initialDelayString = "${locus.monitoring-sync.initial-delay:PT3M}",
			fixedDelayString = "${locus.monitoring-sync.interval:PT1H}")
	void syncAll() {
		for (SyncTarget target : targets.all()) {
			try {
				sync.sync(target.agency(), target.workspace(), Lane.BACKGROUND, LOCK_AT_LEAST);
			}
			catch (UpstreamException.NoCredential ex) {
				log.debug("Workspace {} has no credential; guard and reviews not synced", target.workspace(), ex);
			}
			catch (RuntimeException ex) {
				// One workspace's trouble must not stop the others.
				log.warn("Guard and reviews sync of {} failed", target.workspace(), ex);
			}
		}
	}

}

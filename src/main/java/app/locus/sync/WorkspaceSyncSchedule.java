package app.locus.sync;

import java.time.Duration;

import app.locus.reports.SyncTargets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Runs the workspace sync over every sync target every {@code locus.sync.interval}
 * (default 5 minutes) after {@code locus.sync.initial-delay} (default 10 seconds, so that
 * a node that just started, a fresh demo above all, shows current reports soon); off with
 * {@code locus.sync.enabled=false}, as in the tests, which run {@link WorkspaceSync}
 * themselves. The lock is kept for at least half a minute so that a node whose schedule
 * is a little behind does not start a second round right after the first.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
@ConditionalOnProperty(name = "locus.sync.enabled", havingValue = "true", matchIfMissing = true)
class WorkspaceSyncSchedule {

	private static final Logger log = LoggerFactory.getLogger(WorkspaceSyncSchedule.class);

	private static final Duration LOCK_AT_LEAST = Duration.ofSeconds(30);

	private final SyncTargets targets;

	private final WorkspaceSync sync;

	WorkspaceSyncSchedule(SyncTargets targets, WorkspaceSync sync) {
		this.targets = targets;
		this.sync = sync;
	}

	@Scheduled(initialDelayString = "${locus.sync.initial-delay:PT10S}",
			fixedDelayString = "${locus.sync.interval:PT5M}")
	void syncAll() {
		SyncRound round = sync.run(targets.all(), LOCK_AT_LEAST);
		if (round.ran() && !round.failures().isEmpty()) {
			log.info("Workspace sync: {} of {} workspaces had failures", round.failures().size(), round.visited());
		}
	}

}

package app.locus.campaigns;

import app.locus.reports.SyncTarget;
import app.locus.reports.SyncTargets;
import app.locus.upstream.UpstreamException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Reconciles every workspace's campaigns with the service's campaign report listing on
 * the report sync's schedule and switch ({@code locus.sync.*}). Reconciling is idempotent
 * (one row per campaign key), so two nodes doing it at once do no harm.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
@ConditionalOnProperty(name = "locus.sync.enabled", havingValue = "true", matchIfMissing = true)
class CampaignReconcileSchedule {

	private static final Logger log = LoggerFactory.getLogger(CampaignReconcileSchedule.class);

	private final SyncTargets targets;

	private final CampaignReconciliation reconciliation;

	CampaignReconcileSchedule(SyncTargets targets, CampaignReconciliation reconciliation) {
		this.targets = targets;
		this.reconciliation = reconciliation;
	}

	@Scheduled(initialDelayString = "${locus.sync.initial-delay:PT1M}",
			fixedDelayString = "${locus.sync.interval:PT5M}")
	void reconcileAll() {
		for (SyncTarget target : targets.all()) {
			try {
				int changed = reconciliation.reconcile(target.workspace());
				if (changed > 0) {
					log.info("Campaigns of {}: {} added or changed from the report listing", target.workspace(),
							changed);
				}
			}
			catch (UpstreamException.NoCredential ex) {
				log.debug("Workspace {} has no credential; campaigns not reconciled", target.workspace());
			}
			catch (RuntimeException ex) {
				// one workspace's trouble must not stop the others
				log.warn("Campaign reconciliation of {} failed: {}", target.workspace(), ex.getMessage());
			}
		}
	}

}

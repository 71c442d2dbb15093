package app.locus.sync;

import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import app.locus.autoscans.AutoscanSync;
import app.locus.base.WorkspaceId;
import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.businessprofile.StalledProposals;
import app.locus.campaigns.CampaignReconciliation;
import app.locus.campaigns.CampaignRunReconciliation;
import app.locus.reports.ReportSync;
import app.locus.reports.SyncResult;
import app.locus.reports.SyncTarget;
import app.locus.reviewinbox.ReviewInboxSync;
import app.locus.scans.ScanReconciliation;
import app.locus.upstream.UpstreamException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The one background job that keeps each workspace's copy of the service current (DD056):
 * for every workspace in turn, new reports (DD041), scan submissions left without an
 * answer settled from the listing (DD042), campaigns reconciled from the campaign reports
 * (DD050), the scheduled scans (DD055), proposals a stopped node left being sent (DD193)
 * and the reviews of the linked locations for the review inbox (DD210). One leased lock
 * for the whole round (DD128), so at most one node runs it at a time; a second run while
 * it holds the lock does nothing. The lease is renewed while the round runs and ends
 * within {@code locus.sync.lock-lease} when the node holding it dies or loses the
 * database; a round whose lease is no longer sure stops before its next step, so it never
 * overlaps the round of the node that took over. A step that fails is recorded and the
 * next step and the next workspace still run; a missing or refused key ends that
 * workspace's turn only.
 */
@Component
public class WorkspaceSync {

	static final String LOCK = "workspace-sync";

	private static final Logger log = LoggerFactory.getLogger(WorkspaceSync.class);

	static final String LOCK_LOST = "the round's lock lapsed (the database was away); the round stopped here";

	private final LeasedLocks locks;

	private final List<Step> steps;

	WorkspaceSync(LeasedLocks locks, ReportSync reports, CampaignReconciliation campaigns,
			CampaignRunReconciliation runs, AutoscanSync autoscans, ScanReconciliation scans,
			StalledProposals proposals, ReviewInboxSync reviews) {
		this.locks = locks;
		// the reports first: the campaign reconciliation and the calendar read what
		// they stored; the report sync's own per-workspace lock still keeps a person's
		// "sync now" from running alongside it
		this.steps = List.of(new Step("reports", target -> failures(reports.sync(target, Duration.ZERO))),
				new Step("scans", target -> {
					scans.reconcile(target);
					return Map.of();
				}), new Step("campaigns", target -> {
					campaigns.reconcile(target.workspace());
					runs.settle(target);
					return Map.of();
				}), new Step("autoscans", target -> {
					autoscans.sync(target);
					return Map.of();
				}), new Step("proposals", target -> {
					proposals.settle(target.agency(), target.workspace());
					return Map.of();
				}), new Step("reviews", target -> {
					reviews.sync(target);
					return Map.of();
				}));
	}

	/**
	 * Syncs these workspaces one after the other unless a round is running elsewhere.
	 * @param lockAtLeastFor keeps the lock this long even after a quick round, so nodes
	 * whose schedules are out of step do not each run a round per period
	 */
	public SyncRound run(Collection<SyncTarget> targets, Duration lockAtLeastFor) {
		Optional<Lease> taken = locks.take(LOCK, lockAtLeastFor);
		if (taken.isEmpty()) {
			log.debug("The workspace sync is running elsewhere");
			return SyncRound.skipped();
		}
		// a lease the database could not end is released once it is back (DD128)
		try (Lease lease = taken.get()) {
			Map<WorkspaceId, Map<String, String>> failures = new LinkedHashMap<>();
			int visited = 0;
			for (SyncTarget target : targets) {
				Map<String, String> failed = syncOne(target, lease);
				visited++;
				if (!failed.isEmpty()) {
					failures.put(target.workspace(), failed);
				}
				if (!lease.held()) {
					break;
				}
			}
			return new SyncRound(true, visited, failures);
		}
	}

	private Map<String, String> syncOne(SyncTarget target, Lease lease) {
		Map<String, String> failed = new LinkedHashMap<>();
		for (Step step : steps) {
			if (!lease.held()) {
				log.warn("The workspace sync lost its lock during {} of {}; the round stops", step.name(),
						target.workspace());
				failed.put("lock", LOCK_LOST);
				return failed;
			}
			try {
				failed.putAll(step.work().apply(target));
			}
			catch (UpstreamException.NoCredential ex) {
				log.debug("Workspace {} has no credential; not synced", target.workspace(), ex);
				return failed;
			}
			catch (UpstreamException.Unauthorized ex) {
				log.warn("Workspace {}: the service refused its key; not synced", target.workspace(), ex);
				failed.put(step.name(), ex.getMessage());
				return failed;
			}
			catch (RuntimeException ex) {
				// one step's or one workspace's trouble must not stop the others
				log.warn("Workspace sync of {} ({}) failed", target.workspace(), step.name(), ex);
				failed.put(step.name(), String.valueOf(ex.getMessage()));
			}
		}
		return failed;
	}

	private static Map<String, String> failures(SyncResult result) {
		Map<String, String> failed = new LinkedHashMap<>();
		result.failures().forEach((type, message) -> failed.put("reports " + type, message));
		return failed;
	}

	/** One part of a workspace's sync; answers the failures it recorded itself. */
	private record Step(String name, Function<SyncTarget, Map<String, String>> work) {

	}

}

package app.locus.sync;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import app.locus.autoscans.AutoscanSync;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.CampaignReconciliation;
import app.locus.reports.ReportSync;
import app.locus.reports.SyncResult;
import app.locus.reports.SyncTarget;
import app.locus.scans.ScanReconciliation;
import app.locus.upstream.UpstreamException;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The one background job that keeps each workspace's copy of the service current (DD056):
 * for every workspace in turn, new reports (DD041), scan submissions left without an
 * answer settled from the listing (DD042), campaigns reconciled from the campaign reports
 * (DD050) and the scheduled scans (DD055). One ShedLock lock for the whole round, so at
 * most one node runs it at a time; a second run while it holds the lock does nothing; the
 * lock ends by itself after {@code locus.sync.lock-at-most} (default 30 minutes) when the
 * node holding it dies. A step that fails is recorded and the next step and the next
 * workspace still run; a missing or refused key ends that workspace's turn only.
 */
@Component
public class WorkspaceSync {

	static final String LOCK = "workspace-sync";

	private static final Logger log = LoggerFactory.getLogger(WorkspaceSync.class);

	private final LockProvider locks;

	private final Duration lockAtMost;

	private final Clock clock;

	private final List<Step> steps;

	WorkspaceSync(LockProvider locks, Clock clock, ReportSync reports, CampaignReconciliation campaigns,
			AutoscanSync autoscans, ScanReconciliation scans,
			@Value("${locus.sync.lock-at-most:PT30M}") Duration lockAtMost) {
		this.locks = locks;
		this.lockAtMost = lockAtMost;
		this.clock = clock;
		// the reports first: the campaign reconciliation and the calendar read what
		// they stored; the report sync's own per-workspace lock still keeps a person's
		// "sync now" from running alongside it
		this.steps = List.of(new Step("reports", target -> failures(reports.sync(target, Duration.ZERO))),
				new Step("scans", target -> {
					scans.reconcile(target);
					return Map.of();
				}), new Step("campaigns", target -> {
					campaigns.reconcile(target.workspace());
					return Map.of();
				}), new Step("autoscans", target -> {
					autoscans.sync(target);
					return Map.of();
				}));
	}

	/**
	 * Syncs these workspaces one after the other unless a round is running elsewhere.
	 * @param lockAtLeastFor keeps the lock this long even after a quick round, so nodes
	 * whose schedules are out of step do not each run a round per period
	 */
	public SyncRound run(Collection<SyncTarget> targets, Duration lockAtLeastFor) {
		Optional<SimpleLock> lock = locks
			.lock(new LockConfiguration(clock.instant(), LOCK, lockAtMost, lockAtLeastFor));
		if (lock.isEmpty()) {
			log.debug("The workspace sync is running elsewhere");
			return SyncRound.skipped();
		}
		try {
			Map<WorkspaceId, Map<String, String>> failures = new LinkedHashMap<>();
			for (SyncTarget target : targets) {
				Map<String, String> failed = syncOne(target);
				if (!failed.isEmpty()) {
					failures.put(target.workspace(), failed);
				}
			}
			return new SyncRound(true, targets.size(), failures);
		}
		finally {
			release(lock.get());
		}
	}

	/**
	 * A lock that cannot be released (the database went away during the round) ends by
	 * itself after {@code locus.sync.lock-at-most}; the round's outcome still counts.
	 */
	private void release(SimpleLock lock) {
		try {
			lock.unlock();
		}
		catch (RuntimeException ex) {
			log.warn("The workspace sync lock could not be released; it ends after {}", lockAtMost, ex);
		}
	}

	private Map<String, String> syncOne(SyncTarget target) {
		Map<String, String> failed = new LinkedHashMap<>();
		for (Step step : steps) {
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

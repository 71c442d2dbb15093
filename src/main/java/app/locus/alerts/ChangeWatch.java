package app.locus.alerts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import app.locus.base.Counted;
import app.locus.alerts.repository.AlertSourcesReadRepository;
import app.locus.alerts.repository.AlertSourcesReadRepository.Change;
import app.locus.alerts.repository.AlertSourcesReadRepository.GuardChange;
import app.locus.base.WorkspaceId;
import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Finds, on one node at a time (a leased lock, DD128), what other features stored and
 * publish no event for: scans whose outcome became unknown, keys the service refused,
 * approvals asked for and decided, guard reports that show a change (checked in the last
 * {@value ScanAlerts#RECENT_DAYS} days, so a first sync of old reports does not fire) and
 * campaigns the service deactivated for want of credits. Each round reads the rows
 * changed within {@code locus.alerts.watch-lookback} (default an hour, shorter than the
 * dedup window, so a row seen by several rounds fires once); a row changed while no node
 * ran for longer than that is not alerted.
 */
@Component
class ChangeWatch {

	static final String LOCK = "alerts-watch";

	private final AlertSourcesReadRepository sources;

	private final RuleBook rules;

	private final AlertDispatch dispatch;

	private final LeasedLocks locks;

	private final Clock clock;

	private final Duration lookback;

	ChangeWatch(AlertSourcesReadRepository sources, RuleBook rules, AlertDispatch dispatch, LeasedLocks locks,
			Clock clock, @Value("${locus.alerts.watch-lookback:PT1H}") Duration lookback) {
		this.sources = sources;
		this.rules = rules;
		this.dispatch = dispatch;
		this.locks = locks;
		this.clock = clock;
		this.lookback = lookback;
	}

	/**
	 * @return how many alerts fired, or -1 when another node is watching
	 */
	int watch() {
		Optional<Lease> taken = locks.take(LOCK, Duration.ZERO);
		if (taken.isEmpty()) {
			return -1;
		}
		try (Lease lease = taken.get()) {
			Instant since = clock.instant().minus(lookback);
			Map<WorkspaceId, RuleBook.Applied> applying = new HashMap<>();
			int fired = 0;
			fired += fire(lease, applying, AlertKind.SCAN_UNKNOWN, sources.unknownSubmissions(since),
					change -> new Firing(change.agency(), change.workspace(), AlertKind.SCAN_UNKNOWN, change.id(),
							"A scan's outcome is unknown: \"" + change.what() + "\"",
							"Credits may have been spent. Locus never sends it again; find its report or write it "
									+ "off on the unknown spends page."
									+ (change.why() == null ? "" : " What happened: " + change.why()),
							"w/" + change.workspace().value() + "/unknown-spends"));
			fired += fire(lease, applying, AlertKind.KEY_STOPPED, sources.stoppedKeys(since),
					change -> new Firing(change.agency(), change.workspace(), AlertKind.KEY_STOPPED, change.id(),
							"The API key \"" + change.what() + "\" stopped working",
							"The service refused it" + (change.why() == null ? "." : ": " + change.why())
									+ " Scans and syncs of this workspace fail until it is replaced.",
							"w/" + change.workspace().value() + "/settings/keys"));
			fired += fire(lease, applying, AlertKind.APPROVAL_REQUESTED, sources.approvalsRequested(since),
					change -> new Firing(change.agency(), change.workspace(), AlertKind.APPROVAL_REQUESTED, change.id(),
							"A profile change waits for the client's approval",
							excerpt(change.what()) + (change.why() == null ? "" : " (asked by " + change.why() + ")"),
							"w/" + change.workspace().value() + "/approvals"));
			fired += fire(lease, applying, AlertKind.APPROVAL_DECIDED, sources.approvalsDecided(since),
					change -> new Firing(change.agency(), change.workspace(), AlertKind.APPROVAL_DECIDED, change.id(),
							"The client " + ("APPROVED".equals(change.why()) ? "approved" : "rejected")
									+ " a profile change",
							excerpt(change.what()), "w/" + change.workspace().value() + "/approvals"));
			fired += fire(lease, applying, AlertKind.GUARD_CHANGE,
					sources.guardChanges(since,
							LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).minusDays(ScanAlerts.RECENT_DAYS)),
					ChangeWatch::guardFiring);
			fired += fire(lease, applying, AlertKind.CAMPAIGN_DEACTIVATED, sources.campaignsDeactivated(since),
					change -> new Firing(change.agency(), change.workspace(), AlertKind.CAMPAIGN_DEACTIVATED,
							change.id(), "The campaign \"" + change.what() + "\" was stopped: the credits ran out",
							"The service stopped its scheduled runs because the account had too few credits. "
									+ "Add credits, then reactivate it on the campaigns page.",
							"w/" + change.workspace().value() + "/campaigns"));
			return fired;
		}
	}

	private <T> int fire(Lease lease, Map<WorkspaceId, RuleBook.Applied> applying, AlertKind kind, List<T> found,
			Function<T, Firing> firing) {
		int fired = 0;
		for (T item : found) {
			lease.requireHeld();
			Firing alert = firing.apply(item);
			AlertRule rule = applying
				.computeIfAbsent(alert.workspace(), workspace -> rules.rules(alert.agency(), workspace))
				.of(kind);
			if (rule.enabled() && dispatch.fire(alert)) {
				fired++;
			}
		}
		return fired;
	}

	/**
	 * One alert per stored version of a guard report that shows a change: the report, the
	 * day it was checked and how many changes it lists name the version.
	 */
	private static Firing guardFiring(GuardChange guard) {
		List<String> words = GuardChangeWords.of(guard.payload());
		String where = guard.location() == null ? "a watched profile" : "\"" + guard.location() + "\"";
		String detail = words.isEmpty() ? "Profile protection reports that the listing changed. Check it on Google."
				: String.join(". ", words) + (guard.changes() > words.size()
						? ". And " + Counted.of(guard.changes() - words.size(), "more change", "more changes") + "."
						: ".");
		return new Firing(guard.agency(), guard.workspace(), AlertKind.GUARD_CHANGE,
				guard.reportKey() + "|" + guard.checked() + "|" + guard.changes(),
				"The profile of " + where + " changed", detail, "w/" + guard.workspace().value() + "/guard");
	}

	private static String excerpt(String text) {
		String line = text.strip().replaceAll("\\s+", " ");
		return line.length() <= 300 ? line : line.substring(0, 299) + "…";
	}

}

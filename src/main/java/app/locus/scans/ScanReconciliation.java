package app.locus.scans;

import java.time.Clock;
import java.time.Duration;
import java.util.List;

import app.locus.reports.SyncTarget;
import app.locus.upstream.Lane;
import org.springframework.stereotype.Component;

/**
 * The workspace sync's step that settles scan submissions left without an answer (a lost
 * answer, a database outage, a node killed while it waited) from the report listing, for
 * no person and in the background lane (DD042). Only submissions of the last day are
 * looked for, so one that never shows up does not cost a listing call every round for
 * ever; older ones are left to a person ({@link UnknownSpendService}). Each look is
 * recorded on the submission, so people see when the sync last looked.
 */
@Component
public class ScanReconciliation {

	static final Duration LOOK_BACK = Duration.ofDays(1);

	private final ScanService scans;

	private final Clock clock;

	ScanReconciliation(ScanService scans, Clock clock) {
		this.scans = scans;
		this.clock = clock;
	}

	/** Settles what it can of the workspace's open submissions of the last day. */
	public List<Reconciliation> reconcile(SyncTarget target) {
		return scans.reconcileForSystem(target, Lane.BACKGROUND, clock.instant().minus(LOOK_BACK));
	}

}

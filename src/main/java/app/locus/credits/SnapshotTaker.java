package app.locus.credits;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.credits.repository.SnapshotRepository;
import app.locus.credits.repository.SnapshotTargetRepository.Target;
import app.locus.credits.repository.SnapshotTargetRepository;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LocalVisibilityClient;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Reads the account information of workspaces and stores it as snapshots (DD051). A round
 * over every workspace with an active credential holds the cluster-wide lock
 * {@value #LOCK}, so at most one node takes each round's snapshots.
 */
@Component
public class SnapshotTaker {

	/** The ShedLock name of a snapshot round. */
	public static final String LOCK = "credit-snapshots";

	private static final Duration LOCK_AT_MOST = Duration.ofMinutes(30);

	private static final Logger log = LoggerFactory.getLogger(SnapshotTaker.class);

	/** What a round did; {@code ran} is false when another node held the lock. */
	public record Round(boolean ran, int taken, int failed) {

	}

	private final LocalVisibilityClient client;

	private final SnapshotRepository snapshots;

	private final SnapshotTargetRepository targets;

	private final LockProvider locks;

	private final Clock clock;

	SnapshotTaker(LocalVisibilityClient client, SnapshotRepository snapshots, SnapshotTargetRepository targets,
			LockProvider locks, Clock clock) {
		this.client = client;
		this.snapshots = snapshots;
		this.targets = targets;
		this.locks = locks;
		this.clock = clock;
	}

	/**
	 * One snapshot of every workspace with an active credential, on the background lane,
	 * unless another node holds the round's lock. One workspace's failure is logged and
	 * the others go on.
	 * @param lockAtLeastFor keeps the lock after a quick round, so a node whose schedule
	 * is a little behind does not take a second round
	 */
	public Round takeAll(Duration lockAtLeastFor) {
		// ShedLock refuses a minimum longer than the maximum (a long interval's half)
		Duration atMost = lockAtLeastFor.compareTo(LOCK_AT_MOST) > 0 ? lockAtLeastFor : LOCK_AT_MOST;
		Optional<SimpleLock> lock = locks.lock(new LockConfiguration(clock.instant(), LOCK, atMost, lockAtLeastFor));
		if (lock.isEmpty()) {
			return new Round(false, 0, 0);
		}
		try {
			int taken = 0;
			int failed = 0;
			for (Target target : targets.withActiveCredential()) {
				if (takeQuietly(target)) {
					taken++;
				}
				else {
					failed++;
				}
			}
			return new Round(true, taken, failed);
		}
		finally {
			lock.get().unlock();
		}
	}

	/** Reads the account now and stores the snapshot. */
	AccountSnapshot take(AgencyId agency, WorkspaceId workspace, Lane lane, AccountSnapshot.Origin origin) {
		AccountSnapshot snapshot = AccountSnapshot.of(client.account().account(workspace, lane), clock.instant(),
				origin);
		snapshots.insert(agency, workspace, snapshot);
		return snapshot;
	}

	private boolean takeQuietly(Target target) {
		try {
			take(target.agency(), target.workspace(), Lane.BACKGROUND, AccountSnapshot.Origin.SCHEDULE);
			return true;
		}
		catch (UpstreamException ex) {
			// the gateway's messages carry no secrets (api_key is redacted); one
			// account's
			// trouble must not stop the others
			log.warn("Credit snapshot of {} failed", target.workspace(), ex);
			return false;
		}
		catch (RuntimeException ex) {
			log.warn("Credit snapshot of {} failed", target.workspace(), ex);
			return false;
		}
	}

}

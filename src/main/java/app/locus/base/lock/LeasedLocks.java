package app.locus.base.lock;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.concurrent.CustomizableThreadFactory;
import org.springframework.stereotype.Component;

/**
 * ShedLock locks held on a lease (DD128): taken for {@code locus.sync.lock-lease}
 * (default one minute) and renewed while held, so the lock of a node that died or lost
 * the database ends within one lease, while a round that runs for an hour keeps it. The
 * sync jobs take their locks here.
 */
@Component
public class LeasedLocks implements DisposableBean {

	private static final Duration SHORTEST_LEASE = Duration.ofSeconds(3);

	private final LockProvider locks;

	private final Clock clock;

	private final Duration lease;

	private final ScheduledExecutorService renewals;

	public LeasedLocks(LockProvider locks, Clock clock, @Value("${locus.sync.lock-lease:PT1M}") Duration lease) {
		if (lease.compareTo(SHORTEST_LEASE) < 0) {
			throw new IllegalArgumentException("locus.sync.lock-lease must be at least " + SHORTEST_LEASE);
		}
		this.locks = locks;
		this.clock = clock;
		this.lease = lease;
		CustomizableThreadFactory threads = new CustomizableThreadFactory("lock-lease-");
		threads.setDaemon(true);
		// two, so that a renewal stuck on an unreachable database does not hold up the
		// other
		// lease of the round (the report sync's)
		ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(2, threads);
		executor.setRemoveOnCancelPolicy(true);
		this.renewals = executor;
	}

	/**
	 * Takes the lock unless another holds it.
	 * @param lockAtLeastFor keeps the lock this long after it was taken even when
	 * released sooner (at most one lease)
	 */
	public Optional<Lease> take(String name, Duration lockAtLeastFor) {
		Lease.Terms terms = new Lease.Terms(lease, lockAtLeastFor.compareTo(lease) > 0 ? lease : lockAtLeastFor);
		long asked = System.nanoTime();
		return locks.lock(new LockConfiguration(clock.instant(), name, lease, terms.lockAtLeastFor()))
			.map(lock -> Lease.held(name, lock, terms, asked, renewals));
	}

	@Override
	public void destroy() {
		renewals.shutdownNow();
	}

}

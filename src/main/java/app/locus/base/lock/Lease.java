package app.locus.base.lock;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import net.javacrumbs.shedlock.core.SimpleLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A lock held on a lease (DD128). While held it is renewed every third of the lease. The
 * holder trusts it only until a quarter lease before the last confirmed renewal would run
 * out ({@link #held()}), so it stops before another node can take the lock over. A
 * release that fails (the database is away) is tried again while the lease is still
 * trusted, so the lock is free as soon as the database is back; after that the lease
 * lapses by itself.
 */
public final class Lease implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(Lease.class);

	/** So that a long lease is still released soon after the database is back. */
	private static final Duration RETRY_AT_MOST_EVERY = Duration.ofSeconds(2);

	private final String name;

	private final Terms terms;

	private final ScheduledExecutorService renewals;

	private SimpleLock lock;

	/** {@link System#nanoTime()} when the last renewal that succeeded was asked for. */
	private volatile long confirmedAt;

	private volatile boolean ended;

	private boolean closed;

	@SuppressWarnings("NullAway.Init") // scheduled by start(), which held() calls before
										// handing the lease out
	private ScheduledFuture<?> upkeep;

	private Lease(String name, SimpleLock lock, Terms terms, long confirmedAt, ScheduledExecutorService renewals) {
		this.name = name;
		this.lock = lock;
		this.terms = terms;
		this.confirmedAt = confirmedAt;
		this.renewals = renewals;
	}

	static Lease held(String name, SimpleLock lock, Terms terms, long confirmedAt, ScheduledExecutorService renewals) {
		Lease lease = new Lease(name, lock, terms, confirmedAt, renewals);
		lease.start();
		return lease;
	}

	private synchronized void start() {
		every(terms.renewEvery(), this::renew);
	}

	/**
	 * Whether the lock is still this holder's for sure: a renewal succeeded recently
	 * enough. Work done under the lock checks it before each part.
	 */
	public boolean held() {
		return !ended && System.nanoTime() - confirmedAt < terms.trusted().toNanos();
	}

	/**
	 * For a write that must not happen once another node may have taken the lock over.
	 * @throws IllegalStateException when the lease is no longer sure
	 */
	public void requireHeld() {
		if (!held()) {
			throw new IllegalStateException("The lock " + name + " lapsed; nothing more is written under it");
		}
	}

	/**
	 * Ends the lease. When the database cannot be reached, the release is tried again in
	 * the background for as long as the lease is trusted; a lease no longer trusted is
	 * left to lapse, since the lock may be another holder's by now.
	 */
	@Override
	public synchronized void close() {
		closed = true;
		upkeep.cancel(false);
		if (!held()) {
			stop("its lease is no longer sure; it lapses by itself");
		}
		else if (!release()) {
			every(terms.retryReleaseEvery(), this::retryRelease);
		}
	}

	private synchronized void renew() {
		if (closed) {
			// a renewal that was already waiting when the lease was closed
			return;
		}
		if (!held()) {
			stop("its lease ran out");
			return;
		}
		long asked = System.nanoTime();
		try {
			Optional<SimpleLock> renewed = lock.extend(terms.lease(), terms.lockAtLeastFor());
			if (renewed.isPresent()) {
				lock = renewed.get();
				confirmedAt = asked;
			}
			else {
				stop("it is no longer this node's");
			}
		}
		catch (RuntimeException ex) {
			log.warn("The lock {} could not be renewed; it is trusted for {} more", name, remaining(), ex);
		}
	}

	private synchronized void retryRelease() {
		if (!held()) {
			stop("its lease ran out before the database came back; it lapses by itself");
		}
		else if (release()) {
			upkeep.cancel(false);
			log.info("The lock {} was released once the database was back", name);
		}
	}

	/**
	 * @return whether the lock is released
	 */
	private boolean release() {
		try {
			lock.unlock();
			ended = true;
			return true;
		}
		catch (RuntimeException ex) {
			log.warn("The lock {} could not be released; trying again for {}", name, remaining(), ex);
			return false;
		}
	}

	private void stop(String why) {
		ended = true;
		upkeep.cancel(false);
		log.warn("The lock {} is given up: {}", name, why);
	}

	private Duration remaining() {
		return terms.trusted().minusNanos(System.nanoTime() - confirmedAt);
	}

	private void every(Duration period, Runnable task) {
		upkeep = renewals.scheduleWithFixedDelay(task, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
	}

	/** How long a lease lasts and how the holder keeps and ends it. */
	record Terms(Duration lease, Duration lockAtLeastFor) {

		Duration renewEvery() {
			return lease.dividedBy(3);
		}

		/** How long after a confirmed renewal the holder still counts on the lock. */
		Duration trusted() {
			return lease.minus(lease.dividedBy(4));
		}

		Duration retryReleaseEvery() {
			Duration tenth = lease.dividedBy(10);
			return tenth.compareTo(RETRY_AT_MOST_EVERY) < 0 ? tenth : RETRY_AT_MOST_EVERY;
		}

	}

}

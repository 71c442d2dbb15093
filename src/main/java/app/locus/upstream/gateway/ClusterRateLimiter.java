package app.locus.upstream.gateway;

import java.time.Duration;
import java.time.Instant;

import javax.sql.DataSource;

import app.locus.upstream.gateway.repository.MariaDbBucketProxyManager;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.TimeMeter;
import io.github.bucket4j.TokensInheritanceStrategy;
import io.github.bucket4j.distributed.proxy.ProxyManager;

/**
 * The service's limit of 5 requests in any 1-second window per account, shared by every
 * node through one Bucket4j bucket per account in MariaDB ({@code upstream_rate_bucket}).
 *
 * <p>
 * A token bucket of capacity 5 lets a burst of 5 through right after the previous 5, so
 * the bucket here holds a single send's worth of tokens, refilled every
 * {@code (1 s + margin) / 5}: sends are spaced evenly, and any six consecutive slots span
 * one second plus the margin (DD030). Callers reserve slots
 * ({@code consumeIgnoringRateLimits}): the bucket goes into debt and says how long until
 * the slot comes, so slots stay exactly evenly spaced however late a waiting node wakes
 * up; the margin absorbs the delay between a slot and the request reaching the service,
 * and a send later than that is paid for with {@link #postpone}.
 *
 * <p>
 * The bucket reads a microsecond wall clock: on a millisecond clock each slot lands up to
 * a millisecond off its place, which the margin had to absorb too (DD133).
 */
public final class ClusterRateLimiter {

	/** The service's limit: requests per second and per account. */
	public static final int REQUESTS_PER_SECOND = 5;

	/**
	 * Bucket units one send costs: fine-grained units let a late send push the later
	 * slots back by a fraction of a slot.
	 */
	private static final long UNITS_PER_SEND = 1000;

	/**
	 * The version of the bucket configuration: a stored bucket of an older version
	 * (DD030's 40 ms margin, none stored) takes the current spacing on its next use,
	 * keeping its reserved slots (DD133).
	 */
	private static final long CONFIGURATION_VERSION = 1;

	/** Wall-clock time to the microsecond, the same on every node running NTP. */
	static final TimeMeter MICROSECOND_WALL_CLOCK = new TimeMeter() {

		@Override
		public long currentTimeNanos() {
			Instant now = Instant.now();
			return now.getEpochSecond() * 1_000_000_000L + now.getNano();
		}

		@Override
		public boolean isWallClockBased() {
			return true;
		}

	};

	private final ProxyManager<String> buckets;

	private final ReadTimedClock clock;

	private final BucketConfiguration configuration;

	private final Duration margin;

	private final Duration spacing;

	public ClusterRateLimiter(DataSource dataSource, Duration margin) {
		this(dataSource, margin, MICROSECOND_WALL_CLOCK);
	}

	ClusterRateLimiter(DataSource dataSource, Duration margin, TimeMeter clock) {
		this.margin = margin;
		this.spacing = spacing(margin);
		this.configuration = BucketConfiguration.builder()
			.addLimit(limit -> limit.capacity(UNITS_PER_SEND).refillGreedy(UNITS_PER_SEND, spacing))
			.build();
		this.clock = new ReadTimedClock(clock);
		this.buckets = new MariaDbBucketProxyManager(dataSource, this.clock);
	}

	/** Time between two sends of one account: (1 s + margin) / 5. */
	public static Duration spacing(Duration margin) {
		if (margin.isNegative()) {
			throw new IllegalArgumentException("The rate-limit margin must not be negative");
		}
		return Duration.ofSeconds(1).plus(margin).dividedBy(REQUESTS_PER_SECOND);
	}

	public Duration spacing() {
		return spacing;
	}

	public Duration margin() {
		return margin;
	}

	/**
	 * Takes the account's next send slot, cluster-wide. One short MariaDB transaction.
	 */
	public Slot reserveSlot(UpstreamAccount account) {
		long wait = bucket(account).consumeIgnoringRateLimits(UNITS_PER_SEND);
		return new Slot(clock.readAtNanos() + wait, Duration.ofNanos(wait));
	}

	/**
	 * A reserved slot.
	 *
	 * @param atNanos when it comes, on {@link System#nanoTime()}
	 * @param after how long after the bucket read its clock it comes (zero when it was
	 * free then)
	 */
	public record Slot(long atNanos, Duration after) {
	}

	/**
	 * Pushes the account's slots not yet reserved back by {@code delay}, cluster-wide:
	 * what a send that left later than its slot plus the margin costs (DD030).
	 */
	public void postpone(UpstreamAccount account, Duration delay) {
		long units = Math.max(1, (delay.toNanos() * UNITS_PER_SEND + spacing.toNanos() - 1) / spacing.toNanos());
		bucket(account).consumeIgnoringRateLimits(units);
	}

	/**
	 * Notes when it was last read on each thread. Bucket4j reads the clock once the row
	 * is locked, so only this tells when a slot comes: the lock wait before the read and
	 * the round trips after it are both unknown to the caller (DD133).
	 */
	private static final class ReadTimedClock implements TimeMeter {

		private final TimeMeter clock;

		private final ThreadLocal<long[]> readAt = ThreadLocal.withInitial(() -> new long[1]);

		ReadTimedClock(TimeMeter clock) {
			this.clock = clock;
		}

		@Override
		public long currentTimeNanos() {
			long now = clock.currentTimeNanos();
			// noted after the read: a slot handed over by it is never early
			readAt.get()[0] = System.nanoTime();
			return now;
		}

		@Override
		public boolean isWallClockBased() {
			return clock.isWallClockBased();
		}

		long readAtNanos() {
			return readAt.get()[0];
		}

	}

	private Bucket bucket(UpstreamAccount account) {
		return buckets.builder()
			.withImplicitConfigurationReplacement(CONFIGURATION_VERSION, TokensInheritanceStrategy.AS_IS)
			.build(account.key(), () -> configuration);
	}

}

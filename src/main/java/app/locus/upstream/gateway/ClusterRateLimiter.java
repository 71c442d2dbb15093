package app.locus.upstream.gateway;

import java.time.Duration;

import javax.sql.DataSource;

import app.locus.upstream.gateway.repository.MariaDbBucketProxyManager;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.TimeMeter;
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
 * and a send later than that is paid for with {@link #postpone}. The margin configured
 * here is the least one: a node that sees its requests arrive later widens the spacing of
 * its own slots (DD167).
 */
public final class ClusterRateLimiter {

	/** The service's limit: requests per second and per account. */
	public static final int REQUESTS_PER_SECOND = 5;

	/**
	 * Bucket units one send costs: fine-grained units let a late send push the later
	 * slots back by a fraction of a slot.
	 */
	private static final long UNITS_PER_SEND = 1000;

	private final ProxyManager<String> buckets;

	private final BucketConfiguration configuration;

	private final Duration margin;

	private final Duration spacing;

	public ClusterRateLimiter(DataSource dataSource, Duration margin) {
		this(dataSource, margin, TimeMeter.SYSTEM_MILLISECONDS);
	}

	ClusterRateLimiter(DataSource dataSource, Duration margin, TimeMeter clock) {
		this.margin = margin;
		this.spacing = spacing(margin);
		this.configuration = BucketConfiguration.builder()
			.addLimit(limit -> limit.capacity(UNITS_PER_SEND).refillGreedy(UNITS_PER_SEND, spacing))
			.build();
		this.buckets = new MariaDbBucketProxyManager(dataSource, clock);
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
	 * Takes the account's next send slot, cluster-wide, and says how long until it comes
	 * (zero when it is free now). One short MariaDB transaction.
	 */
	public Duration reserveSlot(UpstreamAccount account) {
		return reserveSlot(account, Duration.ZERO);
	}

	/**
	 * Takes the account's next send slot, {@code widening} more than one spacing after
	 * the slot before it (DD167), and says how long until it comes.
	 */
	public Duration reserveSlot(UpstreamAccount account, Duration widening) {
		return Duration.ofNanos(bucket(account).consumeIgnoringRateLimits(UNITS_PER_SEND + units(widening)));
	}

	/**
	 * Pushes the account's slots not yet reserved back by {@code delay}, cluster-wide:
	 * what a send that left later than its slot plus the margin costs (DD030).
	 */
	public void postpone(UpstreamAccount account, Duration delay) {
		bucket(account).consumeIgnoringRateLimits(Math.max(1, units(delay)));
	}

	/** The bucket units that refill in {@code time}, rounded up. */
	private long units(Duration time) {
		return (time.toNanos() * UNITS_PER_SEND + spacing.toNanos() - 1) / spacing.toNanos();
	}

	private Bucket bucket(UpstreamAccount account) {
		return buckets.builder().build(account.key(), () -> configuration);
	}

}

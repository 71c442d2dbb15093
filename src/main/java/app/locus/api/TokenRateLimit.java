package app.locus.api;

import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Component;

/**
 * How fast one API token may call this node (DD220): a bucket of {@link #BURST} requests
 * refilled at {@link #PER_SECOND} a second. The limit keeps one busy tool from taking the
 * portal's threads; calls to the scanning service are paced again, across nodes, by the
 * gateway.
 */
@Component
class TokenRateLimit {

	static final int PER_SECOND = 10;

	static final int BURST = 20;

	private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

	private final Clock clock;

	TokenRateLimit(Clock clock) {
		this.clock = clock;
	}

	/**
	 * Takes one request from the token's bucket.
	 * @return zero when the request may go, otherwise how long to wait before the next
	 */
	Duration take(String tokenId) {
		return buckets.computeIfAbsent(tokenId, id -> new Bucket()).take(clock.millis());
	}

	private static final class Bucket {

		private static final double MILLIS_PER_REQUEST = 1000.0 / PER_SECOND;

		private double available = BURST;

		private long refilledAt = Long.MIN_VALUE;

		synchronized Duration take(long now) {
			if (refilledAt != Long.MIN_VALUE) {
				available = Math.min(BURST, available + (now - refilledAt) / MILLIS_PER_REQUEST);
			}
			refilledAt = now;
			if (available >= 1) {
				available -= 1;
				return Duration.ZERO;
			}
			return Duration.ofMillis((long) Math.ceil((1 - available) * MILLIS_PER_REQUEST));
		}

	}

}

package app.locus.simulator.state;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The service's rate limit per account (not per key): a sliding log of accepted requests,
 * so no window of one second ever holds more than the limit. Refused requests do not
 * count.
 */
public final class RateLimiter {

	private static final long WINDOW_NANOS = 1_000_000_000L;

	private final int perSecond;

	private final LongSupplier nanoTime;

	private final Map<String, Deque<Long>> accepted = new HashMap<>();

	public RateLimiter(int perSecond, LongSupplier nanoTime) {
		this.perSecond = perSecond;
		this.nanoTime = nanoTime;
	}

	/**
	 * Takes a slot for the account.
	 * @return 0 when the request may go ahead, otherwise nanoseconds until a slot frees
	 */
	public long tryAcquire(String accountId) {
		return tryAcquire(accountId, nanoTime.getAsLong());
	}

	/**
	 * Takes a slot for the account for a request that arrived at {@code arrivedAtNanos}.
	 * Requests are counted in the order they get here; one that arrived before the newest
	 * accepted one counts as arriving with it.
	 * @return 0 when the request may go ahead, otherwise nanoseconds until a slot frees
	 */
	public synchronized long tryAcquire(String accountId, long arrivedAtNanos) {
		Deque<Long> log = accepted.computeIfAbsent(accountId, id -> new ArrayDeque<>());
		long now = log.isEmpty() ? arrivedAtNanos : Math.max(arrivedAtNanos, log.peekLast());
		while (!log.isEmpty() && now - log.peekFirst() >= WINDOW_NANOS) {
			log.pollFirst();
		}
		if (log.size() < perSecond) {
			log.addLast(now);
			return 0;
		}
		return Math.max(1, log.peekFirst() + WINDOW_NANOS - now);
	}

}

package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The largest lateness of one account's requests that this node saw in the last
 * {@link #WINDOW}: how much later than its slot a request was written, or its answer came
 * (DD167). Lateness comes in bursts (a loaded node, a slow network), so the largest of
 * the last few seconds is what the next requests should be spaced for.
 *
 * <p>
 * Keeps only the observations that can still be the largest: each is dropped when a later
 * one is at least as large, or when it leaves the window.
 */
final class RecentLateness {

	static final Duration WINDOW = Duration.ofSeconds(5);

	/** {at, lateness} in nanoseconds; lateness strictly decreasing from head to tail. */
	private final Deque<long[]> peaks = new ArrayDeque<>();

	synchronized void saw(long atNanos, long latenessNanos) {
		while (!peaks.isEmpty() && peaks.peekLast()[1] <= latenessNanos) {
			peaks.pollLast();
		}
		peaks.addLast(new long[] { atNanos, latenessNanos });
	}

	/**
	 * The largest lateness seen within the window before {@code nowNanos}; zero if none.
	 */
	synchronized long largest(long nowNanos) {
		while (!peaks.isEmpty() && nowNanos - peaks.peekFirst()[0] > WINDOW.toNanos()) {
			peaks.pollFirst();
		}
		return peaks.isEmpty() ? 0 : Math.max(0, peaks.peekFirst()[1]);
	}

}

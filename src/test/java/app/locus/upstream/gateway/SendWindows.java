package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.List;

/**
 * Counts requests in sliding windows of arrival times: the most that fall in any closed
 * window of the given length (a window starting at each arrival is enough to find it).
 */
public final class SendWindows {

	private SendWindows() {
	}

	public static int busiest(List<Long> arrivalNanos, Duration window) {
		long[] times = arrivalNanos.stream().mapToLong(Long::longValue).sorted().toArray();
		long length = window.toNanos();
		int busiest = 0;
		int end = 0;
		for (int start = 0; start < times.length; start++) {
			while (end < times.length && times[end] - times[start] <= length) {
				end++;
			}
			busiest = Math.max(busiest, end - start);
		}
		return busiest;
	}

	/** The gaps between consecutive arrivals, in milliseconds (for diagnostics). */
	static List<Long> gapsMillis(List<Long> arrivalNanos) {
		long[] times = arrivalNanos.stream().mapToLong(Long::longValue).sorted().toArray();
		List<Long> gaps = new java.util.ArrayList<>();
		for (int i = 1; i < times.length; i++) {
			gaps.add((times[i] - times[i - 1]) / 1_000_000);
		}
		return gaps;
	}

}

package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import app.locus.base.WorkspaceId;

/**
 * How an account's arrivals at the service went on after a node failed: how many came in
 * the next two seconds, the longest gap between two of them there, and the rate from two
 * seconds after the failure to the end of the run.
 */
final class NodeFailure {

	static final Duration TAKE_OVER = Duration.ofSeconds(2);

	private NodeFailure() {
	}

	static String takeOver(WorkspaceId workspace, List<Long> arrivals, long failedAt, long started, long end) {
		long[] times = arrivals.stream().mapToLong(Long::longValue).sorted().toArray();
		long takeOverEnd = failedAt + TAKE_OVER.toNanos();
		long previous = failedAt;
		long longestGap = 0;
		int inTakeOver = 0;
		int afterTakeOver = 0;
		for (long at : times) {
			if (at >= failedAt && at < takeOverEnd) {
				longestGap = Math.max(longestGap, at - previous);
				previous = at;
				inTakeOver++;
			}
			else if (at >= takeOverEnd && at < end) {
				afterTakeOver++;
			}
		}
		return String.format(Locale.ROOT,
				"%s: node failed at %.1f s; the next %d s received %d (the whole budget is %.1f), longest gap "
						+ "%.0f ms; from then to the end %.2f req/s",
				workspace, (failedAt - started) / 1e9, TAKE_OVER.toSeconds(), inTakeOver,
				TAKE_OVER.toSeconds() * (double) ClusterRateLimiter.REQUESTS_PER_SECOND, longestGap / 1e6,
				afterTakeOver / ((end - takeOverEnd) / 1e9));
	}

}

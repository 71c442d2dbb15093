package app.locus.scans;

import java.time.Duration;

import app.locus.upstream.api.Platform;

/**
 * How a view waits for a queued scan's report (the spec: every 10 to 15 seconds, stop
 * after 4 or 5 attempts): poll, and after the last attempt say it is still processing and
 * leave the report to the background sync.
 */
public record PollingPolicy(Duration interval, int maxAttempts) {

	public static final PollingPolicy STANDARD = new PollingPolicy(Duration.ofSeconds(12), 5);

	public static final String STILL_PROCESSING = "The scan is still processing. The report will appear in the "
			+ "gallery when it is ready; you can leave this page.";

	public PollingPolicy {
		if (interval == null || interval.compareTo(Duration.ofSeconds(10)) < 0
				|| interval.compareTo(Duration.ofSeconds(15)) > 0) {
			throw new IllegalArgumentException("Poll every 10 to 15 seconds");
		}
		if (maxAttempts < 1 || maxAttempts > 5) {
			throw new IllegalArgumentException("Poll at most 5 times");
		}
	}

	/** What to do next. */
	public sealed interface Decision {

	}

	/** Check again after {@code after}; this will be attempt number {@code attempt}. */
	public record PollAgain(Duration after, int attempt) implements Decision {

	}

	/** Stop polling and show {@code message}. */
	public record StillProcessing(String message) implements Decision {

	}

	/** Whether a scan on this platform is queued and needs polling (all but google). */
	public static boolean needsPolling(Platform platform) {
		return platform.executionMode() == Platform.ExecutionMode.EAGER;
	}

	/** The decision after {@code attemptsMade} checks that found no report. */
	public Decision next(int attemptsMade) {
		if (attemptsMade < 0) {
			throw new IllegalArgumentException("attemptsMade must not be negative");
		}
		return attemptsMade < maxAttempts ? new PollAgain(interval, attemptsMade + 1)
				: new StillProcessing(STILL_PROCESSING);
	}

}

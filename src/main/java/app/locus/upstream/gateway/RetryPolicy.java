package app.locus.upstream.gateway;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

import app.locus.upstream.CallKind;

/**
 * When the gateway tries again (DD032): reads only, after network errors, timeouts, 5xx
 * and unreadable answers, at most 3 times, after 1, 2 and 4 seconds. A 429 is not a
 * failure: the call waits as long as the service asks (or a short back-off) and goes
 * again, whatever its kind, because the service did nothing with it.
 */
final class RetryPolicy {

	static final List<Duration> FAILURE_BACKOFF = List.of(Duration.ofSeconds(1), Duration.ofSeconds(2),
			Duration.ofSeconds(4));

	private RetryPolicy() {
	}

	/**
	 * The wait before the next attempt after {@code failures} failed attempts, or empty
	 * when the call must not be sent again.
	 */
	static Optional<Duration> afterFailure(CallKind kind, int failures) {
		if (!kind.retryable() || failures < 1 || failures > FAILURE_BACKOFF.size()) {
			return Optional.empty();
		}
		return Optional.of(FAILURE_BACKOFF.get(failures - 1));
	}

	/**
	 * The wait after the {@code count}-th 429 of a call: the service's Retry-After, else
	 * 1, 2, 4, 4... seconds.
	 */
	static Duration after429(Optional<Duration> retryAfter, int count) {
		if (retryAfter.isPresent()) {
			return retryAfter.get();
		}
		return Duration.ofSeconds(1L << Math.min(Math.max(count - 1, 0), 2));
	}

	/**
	 * Reads a Retry-After header: delay seconds or an HTTP date; empty when absent or
	 * unreadable. A date in the past means "now".
	 */
	static Optional<Duration> parseRetryAfter(Optional<String> header, Clock clock) {
		if (header.isEmpty() || header.get().isBlank()) {
			return Optional.empty();
		}
		String value = header.get().strip();
		try {
			long seconds = Long.parseLong(value);
			return seconds < 0 ? Optional.empty() : Optional.of(Duration.ofSeconds(seconds));
		}
		catch (NumberFormatException notSeconds) {
			try {
				ZonedDateTime at = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME);
				Duration until = Duration.between(clock.instant(), at.toInstant());
				return Optional.of(until.isNegative() ? Duration.ZERO : until);
			}
			catch (DateTimeParseException notDate) {
				return Optional.empty();
			}
		}
	}

}

package app.locus.perf;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;

/**
 * Why round trips failed, counted per cause: the HTTP status and the start of Vaadin's
 * answer, or the exception's class and message, with numbers and ids left out so that the
 * same cause in many sessions counts as one. Beside each count: how many sessions failed
 * so, and how long after they were opened, which tells a cause that comes with a
 * session's age from one that comes with the load.
 */
final class RoundTripFailures {

	private static final Pattern IDS = Pattern.compile("[0-9a-z]{26}|[0-9a-f]{8}-[0-9a-f-]{27}");

	private static final Pattern NUMBERS = Pattern.compile("\\d+");

	private static final int CAUSE_LENGTH = 160;

	private final Map<String, Cause> causes = new ConcurrentHashMap<>();

	/** Counts a failure of {@code session}'s round trip, {@code age} after it opened. */
	void record(Throwable failure, Object session, Duration age) {
		causes.computeIfAbsent(causeOf(failure), Cause::new).add(session, age);
	}

	/** The cause a failure is counted under. */
	static String causeOf(Throwable failure) {
		String message = failure.getMessage() == null ? "" : failure.getMessage();
		String general = NUMBERS.matcher(IDS.matcher(message).replaceAll("<id>")).replaceAll("#");
		String cause = failure.getClass().getSimpleName() + ": " + general;
		return cause.length() > CAUSE_LENGTH ? cause.substring(0, CAUSE_LENGTH) + "…" : cause;
	}

	long total() {
		return causes.values().stream().mapToLong(cause -> cause.count.sum()).sum();
	}

	void clear() {
		causes.clear();
	}

	/** One line per cause, the most frequent first; none when nothing failed. */
	List<String> lines() {
		List<String> lines = new ArrayList<>();
		causes.values()
			.stream()
			.sorted(Comparator.comparingLong((Cause cause) -> cause.count.sum()).reversed())
			.forEach(cause -> lines.add(cause.line()));
		return lines;
	}

	/** The failures of one cause. */
	private static final class Cause {

		private final String text;

		private final LongAdder count = new LongAdder();

		private final Set<Object> sessions = ConcurrentHashMap.newKeySet();

		private final LongAccumulator youngestMs = new LongAccumulator(Math::min, Long.MAX_VALUE);

		private final LongAccumulator oldestMs = new LongAccumulator(Math::max, 0);

		Cause(String text) {
			this.text = text;
		}

		void add(Object session, Duration age) {
			count.increment();
			sessions.add(session);
			youngestMs.accumulate(age.toMillis());
			oldestMs.accumulate(age.toMillis());
		}

		String line() {
			return String.format(Locale.ROOT, "%,7d failed in %,d sessions opened %.1f-%.1f min before: %s",
					count.sum(), sessions.size(), youngestMs.get() / 60_000.0, oldestMs.get() / 60_000.0, text);
		}

	}

}

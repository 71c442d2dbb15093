package app.locus.base;

import java.util.Comparator;
import java.util.List;

/**
 * A copy of an exception for the log whose messages (its own and its causes') have a
 * secret replaced, with the same classes named and the same stack traces: for failures
 * whose message may quote what must not be logged (a mail holding a one-time link).
 */
public final class RedactedException extends RuntimeException {

	static final String REDACTED = "[redacted]";

	private static final int CAUSES_COPIED = 10;

	private RedactedException(String text) {
		super(text);
	}

	/**
	 * {@code failure} with every occurrence of {@code secret} in its messages replaced.
	 */
	public static RedactedException of(Throwable failure, String secret) {
		return of(failure, List.of(secret));
	}

	/**
	 * {@code failure} with every occurrence of each of {@code secrets} in its messages
	 * replaced (the longest first, so a secret inside another does not leave parts).
	 */
	public static RedactedException of(Throwable failure, List<String> secrets) {
		List<String> longestFirst = secrets.stream()
			.filter(secret -> !secret.isEmpty())
			.sorted(Comparator.comparingInt(String::length).reversed())
			.toList();
		return copy(failure, longestFirst, 0);
	}

	private static RedactedException copy(Throwable failure, List<String> secrets, int depth) {
		String message = failure.getMessage() == null ? "" : ": " + redact(failure.getMessage(), secrets);
		RedactedException copy = new RedactedException(failure.getClass().getName() + message);
		copy.setStackTrace(failure.getStackTrace());
		Throwable cause = failure.getCause();
		if (cause != null && cause != failure && depth < CAUSES_COPIED) {
			copy.initCause(copy(cause, secrets, depth + 1));
		}
		return copy;
	}

	private static String redact(String message, List<String> secrets) {
		String redacted = message;
		for (String secret : secrets) {
			redacted = redacted.replace(secret, REDACTED);
		}
		return redacted;
	}

	/** The original's class and redacted message, without this class's name. */
	@Override
	public String toString() {
		return String.valueOf(getMessage());
	}

}

package app.locus.base;

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
		return copy(failure, secret, 0);
	}

	private static RedactedException copy(Throwable failure, String secret, int depth) {
		String message = failure.getMessage() == null ? "" : ": " + failure.getMessage().replace(secret, REDACTED);
		RedactedException copy = new RedactedException(failure.getClass().getName() + message);
		copy.setStackTrace(failure.getStackTrace());
		Throwable cause = failure.getCause();
		if (cause != null && cause != failure && depth < CAUSES_COPIED) {
			copy.initCause(copy(cause, secret, depth + 1));
		}
		return copy;
	}

	/** The original's class and redacted message, without this class's name. */
	@Override
	public String toString() {
		return getMessage();
	}

}

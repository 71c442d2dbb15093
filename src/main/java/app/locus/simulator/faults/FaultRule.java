package app.locus.simulator.faults;

import java.time.Duration;

/**
 * One programmed fault: which calls it hits (path pattern, optionally one account), how
 * many times (or until removed), and what it does.
 */
public final class FaultRule {

	/** What a fault does to a call it hits. */
	public enum Kind {

		/** Handle the call normally, answer after a delay. */
		LATENCY(false),
		/** Answer an error status in the envelope without handling the call. */
		STATUS(true),
		/** Answer 429 (with or without Retry-After) without handling the call. */
		TOO_MANY_REQUESTS(true),
		/** Accept the connection and never answer; the call is not handled. */
		HANG(true),
		/**
		 * The request is lost on its way (a timeout before it reaches the service): never
		 * answered, not handled and not counted among the calls received.
		 */
		LOST(true),
		/** Reset the connection before handling the call. */
		RESET_BEFORE_HANDLING(true),
		/** Handle the call (its effects happen), then reset instead of answering. */
		RESET_AFTER_HANDLING(false),
		/** Handle the call, answer with a body that is not valid JSON. */
		MALFORMED_BODY(false),
		/**
		 * Handle the call, declare the full length and send half the body, then close.
		 */
		TRUNCATED_BODY(false),
		/** Handle the call, send the body a few bytes at a time with pauses. */
		SLOW_DRIP(false);

		private final boolean preempts;

		Kind(boolean preempts) {
			this.preempts = preempts;
		}

		/** Whether the call is answered without being handled. */
		public boolean preempts() {
			return preempts;
		}

	}

	private final PathPattern path;

	private final String accountId;

	private final Kind kind;

	private final int status;

	private final Duration duration;

	private final int chunkBytes;

	private int remaining;

	private int fired;

	FaultRule(PathPattern path, String accountId, int times, Kind kind, int status, Duration duration, int chunkBytes) {
		this.path = path;
		this.accountId = accountId;
		this.remaining = times;
		this.kind = kind;
		this.status = status;
		this.duration = duration;
		this.chunkBytes = chunkBytes;
	}

	public Kind kind() {
		return kind;
	}

	/** The status of {@link Kind#STATUS}. */
	public int status() {
		return status;
	}

	/**
	 * The delay of {@link Kind#LATENCY}, the pause of {@link Kind#SLOW_DRIP}, the
	 * Retry-After of {@link Kind#TOO_MANY_REQUESTS} (null: no header).
	 */
	public Duration duration() {
		return duration;
	}

	public int chunkBytes() {
		return chunkBytes;
	}

	/** How many calls it has hit so far. */
	public synchronized int fired() {
		return fired;
	}

	/** Whether it will hit no more calls (its count ran out). */
	public synchronized boolean spent() {
		return remaining == 0;
	}

	synchronized boolean hits(String requestPath, String requestAccount) {
		return remaining != 0 && path.matches(requestPath) && (accountId == null || accountId.equals(requestAccount));
	}

	synchronized void consume() {
		fired++;
		if (remaining > 0) {
			remaining--;
		}
	}

	@Override
	public String toString() {
		return kind + " on " + path + (accountId == null ? "" : " for " + accountId);
	}

}

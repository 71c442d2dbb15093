package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.Optional;

import app.locus.upstream.Envelope;
import app.locus.upstream.UpstreamException;
import org.jspecify.annotations.Nullable;

/**
 * What one attempt at a call came to; the gateway decides from it whether to return,
 * throw, wait or retry.
 */
sealed interface AttemptResult {

	/** A successful envelope (already redacted). */
	record Answered(Envelope envelope) implements AttemptResult {
	}

	/** The service refused the call for a reason that retrying cannot change (4xx). */
	record Refused(UpstreamException error) implements AttemptResult {
	}

	/** 429: nothing was done; wait as long as the service asks, then try again. */
	record TooManyRequests(Optional<Duration> retryAfter) implements AttemptResult {
	}

	/**
	 * No usable answer.
	 *
	 * @param status the HTTP status when the service answered, else 0
	 * @param detail a short, redacted description for logs and messages
	 */
	record Failed(Failure failure, int status, @Nullable String detail) implements AttemptResult {
	}

	enum Failure {

		/** The service answered 5xx. */
		SERVER_ERROR,
		/** The service answered, but the body is not a readable envelope. */
		UNREADABLE_ANSWER,
		/**
		 * The request never left (connection refused, connect timeout, TLS handshake).
		 */
		NOT_SENT,
		/**
		 * The request may have reached the service, but no answer came (timeout, reset).
		 */
		NO_ANSWER

	}

}

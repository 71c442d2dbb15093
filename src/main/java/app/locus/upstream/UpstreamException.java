package app.locus.upstream;

import app.locus.base.LocusException;
import org.jspecify.annotations.Nullable;

/**
 * A call to the service failed. The subclass says how; the message is safe to show and
 * never holds a credential.
 */
public abstract sealed class UpstreamException extends LocusException
		permits UpstreamException.BadRequest, UpstreamException.NotReady, UpstreamException.Unauthorized,
		UpstreamException.InsufficientCredits, UpstreamException.NotFound, UpstreamException.RateLimited,
		UpstreamException.ServerError, UpstreamException.ConfirmationRequired, UpstreamException.OutcomeUnknown,
		UpstreamException.Unavailable, UpstreamException.NoCredential {

	private final int status;

	protected UpstreamException(int status, String message) {
		super(message);
		this.status = status;
	}

	/** HTTP status the service answered, or 0 when no answer came. */
	public int status() {
		return status;
	}

	/** 400: missing or invalid parameters. */
	public static final class BadRequest extends UpstreamException {

		private final @Nullable String codeDesc;

		public BadRequest(@Nullable String codeDesc, String message) {
			super(400, message);
			this.codeDesc = codeDesc;
		}

		public @Nullable String codeDesc() {
			return codeDesc;
		}

	}

	/**
	 * 400 with code_desc GBP_CONFIRMATION_REQUIRED: the typed phrase was missing or
	 * wrong; nothing changed.
	 */
	public static final class ConfirmationRequired extends UpstreamException {

		public ConfirmationRequired(String message) {
			super(400, message);
		}

	}

	/** 401: the key is missing, invalid, revoked, or lacks permission. */
	public static final class Unauthorized extends UpstreamException {

		public Unauthorized(String message) {
			super(401, message);
		}

	}

	/** 402: the account has too few credits. */
	public static final class InsufficientCredits extends UpstreamException {

		public InsufficientCredits(String message) {
			super(402, message);
		}

	}

	/**
	 * 202: the service accepted the job but the report is not finished; ask again later,
	 * as the polling policy says. Not a failure.
	 */
	public static final class NotReady extends UpstreamException {

		public NotReady(String message) {
			super(202, message);
		}

	}

	/** 404: no such report or resource. */
	public static final class NotFound extends UpstreamException {

		public NotFound(String message) {
			super(404, message);
		}

	}

	/** 429 that outlasted the gateway's patience. */
	public static final class RateLimited extends UpstreamException {

		public RateLimited(String message) {
			super(429, message);
		}

	}

	/**
	 * 5xx after the retries the spec allows (or at once for a call that must not be
	 * retried).
	 */
	public static final class ServerError extends UpstreamException {

		public ServerError(int status, String message) {
			super(status, message);
		}

	}

	/**
	 * A call that spends credits or writes failed after it may have reached the service
	 * (timeout, reset after sending). It is never sent again; the outcome is settled by
	 * reading listings.
	 */
	public static final class OutcomeUnknown extends UpstreamException {

		public OutcomeUnknown(String message) {
			super(0, message);
		}

	}

	/**
	 * The service could not be reached (after retries, where allowed) and nothing was
	 * sent.
	 */
	public static final class Unavailable extends UpstreamException {

		public Unavailable(String message) {
			super(0, message);
		}

	}

	/** The workspace has no active key or connection to call the service with. */
	public static final class NoCredential extends UpstreamException {

		public NoCredential(String message) {
			super(0, message);
		}

	}

}

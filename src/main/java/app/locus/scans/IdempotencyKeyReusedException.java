package app.locus.scans;

import app.locus.base.LocusException;

/**
 * An idempotency key that names a scan with other settings: a key stands for one scan, so
 * a new scan needs a new key. Nothing is sent.
 */
public class IdempotencyKeyReusedException extends LocusException {

	private final SubmissionId earlier;

	IdempotencyKeyReusedException(SubmissionId earlier) {
		super("This Idempotency-Key was used for another scan or run. Use a new key for each one.");
		this.earlier = earlier;
	}

	/** The scan the key already names. */
	public SubmissionId earlier() {
		return earlier;
	}

}

package app.locus.upstream.credentials;

/**
 * What testing a key against the service (POST /v2/account) showed, in words a person can
 * act on.
 */
public record KeyTestResult(Outcome outcome, String message) {

	public enum Outcome {

		/** The service accepted the key. */
		WORKS,
		/**
		 * The service refused the key (401): wrong, revoked at the service, or IP not
		 * allowed.
		 */
		REFUSED,
		/** The test could not be completed (service unreachable, busy, failing). */
		ERROR

	}

}

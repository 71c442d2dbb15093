package app.locus.upstream;

/**
 * What a call does at the service; decides whether the gateway may ever send it twice.
 */
public enum CallKind {

	/** Reads only; safe to retry after network errors, timeouts and 5xx. */
	READ,
	/**
	 * Spends credits (run-scan, campaign create/run): never retried, an ambiguous failure
	 * is "outcome unknown".
	 */
	SPENDS_CREDITS,
	/**
	 * Changes data at the service (every GBP write, campaign pause/resume...): never
	 * retried.
	 */
	WRITE;

	public boolean retryable() {
		return this == READ;
	}

}

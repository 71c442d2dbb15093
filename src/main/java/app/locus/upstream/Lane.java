package app.locus.upstream;

/**
 * Queue a call waits in for the account's rate-limit tokens: a person waiting goes ahead
 * of background jobs.
 */
public enum Lane {

	INTERACTIVE, BACKGROUND

}

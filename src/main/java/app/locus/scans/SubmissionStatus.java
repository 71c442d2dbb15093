package app.locus.scans;

/**
 * Where a scan submission stands (DD042). {@code SUBMITTING} is written before run-scan
 * is sent; the answer settles it {@code COMPLETE} (google waited for the results),
 * {@code QUEUED} (the report comes later), {@code FAILED} (the service refused, nothing
 * was spent) or {@code UNKNOWN} (no clear answer: credits may have been spent). Only
 * reading the report listings settles {@code UNKNOWN}; it is never sent again.
 */
public enum SubmissionStatus {

	SUBMITTING, QUEUED, COMPLETE, UNKNOWN, FAILED

}

package app.locus.scans;

/**
 * Where a scan submission stands (DD042). {@code SUBMITTING} is written before run-scan
 * is sent; the answer settles it {@code COMPLETE} (google waited for the results),
 * {@code QUEUED} (the report comes later), {@code FAILED} (the service refused, nothing
 * was spent) or {@code UNKNOWN} (no clear answer: credits may have been spent). The
 * report listings settle {@code UNKNOWN}, or a person does: found (linked to a stored
 * report, {@code COMPLETE}) or {@code WRITTEN_OFF} (counted as spent, with a note). It is
 * never sent again.
 */
public enum SubmissionStatus {

	SUBMITTING, QUEUED, COMPLETE, UNKNOWN, FAILED, WRITTEN_OFF

}

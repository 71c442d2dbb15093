package app.locus.scans;

import app.locus.base.LocusException;

/**
 * The scan was sent to the service but its answer could not be written to the ledger
 * (Locus's database stopped answering in between). Its credits may have been spent; the
 * submission stays open and is settled from the report listings once the database is back
 * (DD042, DD091), never sent again.
 */
public class ScanNotRecordedException extends LocusException {

	private static final String MESSAGE = "The scan was sent to the service, but Locus could not record the answer "
			+ "because its database is not reachable just now. Its credits may have been spent, so Locus will not "
			+ "send it again: once the database is back, Locus looks for the scan's report in the service's "
			+ "listings and shows the result under \"Recent scans\". Please do not run it again before checking there.";

	private final SubmissionId submission;

	ScanNotRecordedException(SubmissionId submission, Throwable cause) {
		super(MESSAGE, cause);
		this.submission = submission;
	}

	/** The ledger row that stays open until it is settled. */
	public SubmissionId submission() {
		return submission;
	}

}

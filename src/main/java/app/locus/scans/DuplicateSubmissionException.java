package app.locus.scans;

import app.locus.base.LocusException;

/**
 * The same scan was submitted in this workspace a few minutes ago (a double click, a
 * second tab, another manager); running it again needs an explicit second confirmation.
 */
public class DuplicateSubmissionException extends LocusException {

	private final Submission earlier;

	public DuplicateSubmissionException(Submission earlier, long minutesAgo) {
		super("The same scan was submitted " + (minutesAgo < 1 ? "less than a minute" : minutesAgo + " min")
				+ " ago in this workspace. Confirm again to run it once more and spend another " + earlier.credits()
				+ " credits.");
		this.earlier = earlier;
	}

	public Submission earlier() {
		return earlier;
	}

}

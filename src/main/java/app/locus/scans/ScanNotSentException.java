package app.locus.scans;

import app.locus.base.LocusException;

/**
 * Locus's database did not answer before the scan was sent: nothing was sent and no
 * credits were spent, so the person can simply try again.
 */
public class ScanNotSentException extends LocusException {

	ScanNotSentException(Throwable cause) {
		super("Locus cannot reach its database just now, so the scan was not sent and no credits were spent. "
				+ "Try again in a few minutes.", cause);
	}

}

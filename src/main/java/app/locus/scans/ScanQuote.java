package app.locus.scans;

import app.locus.reports.heatmap.GridGeometry;

/**
 * What a scan would cost before anything is spent: the credits (one per grid point), the
 * account's balance now and after the scan (null when the service does not say), the
 * grid's geometry for the preview, and an earlier submission of the same settings within
 * the last minutes (null when there is none), which needs a second confirmation.
 */
public record ScanQuote(int cost, Long balance, Long balanceAfter, GridGeometry geometry, Submission recentDuplicate) {

	/** Whether the balance covers the cost (true when the balance is not known). */
	public boolean affordable() {
		return balance == null || balance >= cost;
	}

	public boolean needsDuplicateConfirmation() {
		return recentDuplicate != null;
	}

}

package app.locus.scans;

import app.locus.calendar.CalendarEntry;
import app.locus.credits.BudgetCheck;
import app.locus.reports.heatmap.GridGeometry;
import org.jspecify.annotations.Nullable;

/**
 * What a scan would cost before anything is spent: the credits (one per grid point), the
 * account's balance now and after the scan (null when the service does not say), the
 * grid's geometry for the preview, and an earlier submission of the same settings within
 * the last minutes (null when there is none), which needs a second confirmation, and the
 * month's spend against the workspace's budget with this scan, and the first planned run
 * that the balance after the scan no longer pays before the subscription renews (null
 * when every planned run is still paid, or the balance is not known).
 */
public record ScanQuote(int cost, @Nullable Long balance, @Nullable Long balanceAfter, GridGeometry geometry,
		@Nullable Submission recentDuplicate, BudgetCheck budget, @Nullable CalendarEntry unpaidRun) {

	/** Whether the balance covers the cost (true when the balance is not known). */
	public boolean affordable() {
		return balance == null || balance >= cost;
	}

	/** Whether the scan takes the month past the workspace's budget. */
	public boolean overBudget() {
		return budget != null && budget.exceeds();
	}

	public boolean needsDuplicateConfirmation() {
		return recentDuplicate != null;
	}

}

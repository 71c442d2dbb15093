package app.locus.credits;

import org.jspecify.annotations.Nullable;

/**
 * A planned spend against the workspace's monthly budget.
 *
 * @param budget the monthly budget, null when none is set
 * @param spentThisMonth credits of manual scans and campaign runs this calendar month
 * (agency's zone)
 * @param credits the spend being checked
 */
public record BudgetCheck(@Nullable Long budget, long spentThisMonth, long credits) {

	/** Whether the spend would take the month past its budget. */
	public boolean exceeds() {
		return budget != null && spentThisMonth + credits > budget;
	}

	/** Whether the month's spend has used the whole budget: the budget-reached alert. */
	public boolean reached() {
		return budget != null && spentThisMonth >= budget;
	}

	/** Credits the month would end up past its budget (0 when within it). */
	public long overrun() {
		return budget == null ? 0 : Math.max(0, spentThisMonth + credits - budget);
	}

}

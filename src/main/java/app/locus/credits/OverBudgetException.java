package app.locus.credits;

import app.locus.base.LocusException;

/** A spend would pass the monthly budget and the admin has not confirmed it yet. */
public class OverBudgetException extends LocusException {

	private final BudgetCheck check;

	public OverBudgetException(BudgetCheck check) {
		super("This spends " + check.credits() + " credits; " + check.spentThisMonth()
				+ " are already spent this month against the workspace's monthly budget of " + check.budget()
				+ ", so the month would end " + check.overrun() + " credits over it. Confirm to go over it.");
		this.check = check;
	}

	public BudgetCheck check() {
		return check;
	}

}

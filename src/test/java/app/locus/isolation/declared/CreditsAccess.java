package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.credits.BudgetService;
import app.locus.credits.CreditLimits;
import app.locus.credits.CreditsService;
import app.locus.isolation.FeatureAccess;

/**
 * Credits: agency staff see them; client viewers only when their agency lets clients see
 * credits and costs (DD159, off by default: the matrix proves they are refused) and does
 * not hide this workspace's credits (DD051); a refresh calls the service (account
 * managers and up); budgets and the clients' view of credits are the agency admin's.
 */
class CreditsAccess extends FeatureAccess {

	private static final String OVER_BUDGET = "spending past the monthly budget needs an agency admin (DD051)";

	CreditsAccess() {
		super("app.locus.credits");
		service(CreditsService.class).read("warning", "visible")
			.inWorkspace(Role.ACCOUNT_MANAGER, "overview", "forecast")
			.write("refresh")
			.admin("setShownToClients");
		service(BudgetService.class).read("check", "requireConfirmation")
			.admin("setBudget")
			.mayRefuse("requireConfirmation", Role.CLIENT_VIEWER, OVER_BUDGET)
			.mayRefuse("requireConfirmation", Role.ACCOUNT_MANAGER, OVER_BUDGET);
		service(CreditLimits.class).system("the credits alert's round, run by the system over every agency (DD152)",
				"accounts", "budgetsThisMonth");
		route("w/:workspaceId/credits", Role.CLIENT_VIEWER);
	}

}

package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.credits.BudgetService;
import app.locus.credits.CreditLimits;
import app.locus.credits.CreditsService;
import app.locus.isolation.FeatureAccess;

/**
 * Credits: everyone of the workspace may see them unless the agency hides them from
 * clients; a refresh calls the service (account managers and up); budgets and the
 * clients' view of credits are the agency admin's.
 */
class CreditsAccess extends FeatureAccess {

	private static final String HIDDEN = "the agency may hide a workspace's credits from its clients";

	private static final String OVER_BUDGET = "spending past the monthly budget needs an agency admin (DD051)";

	CreditsAccess() {
		super("app.locus.credits");
		service(CreditsService.class).read("overview", "forecast", "warning", "visible")
			.write("refresh")
			.admin("setShownToClients")
			.mayRefuse("overview", Role.CLIENT_VIEWER, HIDDEN)
			.mayRefuse("forecast", Role.CLIENT_VIEWER, HIDDEN);
		service(BudgetService.class).read("check", "requireConfirmation")
			.admin("setBudget")
			.mayRefuse("requireConfirmation", Role.CLIENT_VIEWER, OVER_BUDGET)
			.mayRefuse("requireConfirmation", Role.ACCOUNT_MANAGER, OVER_BUDGET);
		service(CreditLimits.class).system("the credits alert's round, run by the system over every agency (DD152)",
				"accounts", "budgetsThisMonth");
		route("w/:workspaceId/credits", Role.CLIENT_VIEWER);
	}

}

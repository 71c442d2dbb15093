package app.locus.credits;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * Everything the credits page shows of a workspace (DD051).
 *
 * @param latest the newest snapshot, null before the first
 * @param history the snapshots of the last {@link CreditsService#HISTORY_DAYS} days,
 * oldest first
 * @param thisMonth this month's spend against the budget (credits = 0)
 * @param outlook the balance read and projected day by day, for the chart
 * @param canEditBudget agency admins set the monthly budget
 * @param canRefresh people who may write in the workspace may take a snapshot now
 * @param shownToClients whether client viewers see this page
 */
public record CreditsOverview(@Nullable AccountSnapshot latest, List<AccountSnapshot> history, WeeklySpend weeklySpend,
		BudgetCheck thisMonth, RunOutForecast forecast, BalanceOutlook outlook, boolean canEditBudget,
		boolean canRefresh, boolean shownToClients) {

}

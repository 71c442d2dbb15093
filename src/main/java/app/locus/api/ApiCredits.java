package app.locus.api;

import java.time.LocalDate;

import app.locus.credits.CreditsOverview;
import org.jspecify.annotations.Nullable;

/**
 * A workspace's credits: the latest balance known, this month's spend against the budget,
 * and the day the planned runs would empty the balance (null when they never do before
 * the forecast's horizon).
 */
record ApiCredits(@Nullable Long balance, @Nullable LocalDate renewal, @Nullable Long monthlyBudget,
		long spentThisMonth, @Nullable LocalDate runOut, boolean runsOutBeforeRenewal) {

	static ApiCredits of(CreditsOverview overview) {
		return new ApiCredits(overview.forecast().balance(), overview.forecast().renewal(),
				overview.thisMonth().budget(), overview.thisMonth().spentThisMonth(), overview.forecast().runOut(),
				overview.forecast().beforeRenewal());
	}

}

package app.locus.api;

import java.time.LocalDate;

import app.locus.scans.ScanQuote;
import org.jspecify.annotations.Nullable;

/**
 * What a scan would cost before anything is spent: its credits, the balance before and
 * after (null when the service does not say), the same scan's recent run that needs
 * {@code confirmDuplicate}, whether it takes the month past the budget (needs
 * {@code confirmOverBudget}), and the first planned run the balance would no longer pay.
 */
record ApiScanQuote(int cost, @Nullable Long balance, @Nullable Long balanceAfter, @Nullable String recentDuplicate,
		boolean overBudget, @Nullable Long monthlyBudget, long spentThisMonth, @Nullable LocalDate firstUnpaidRun) {

	static ApiScanQuote of(ScanQuote quote) {
		return new ApiScanQuote(quote.cost(), quote.balance(), quote.balanceAfter(),
				quote.recentDuplicate() == null ? null : quote.recentDuplicate().id().value(), quote.overBudget(),
				quote.budget().budget(), quote.budget().spentThisMonth(),
				quote.unpaidRun() == null ? null : quote.unpaidRun().date());
	}

}

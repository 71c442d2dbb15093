package app.locus.scans;

import java.util.List;

import app.locus.credits.BudgetCheck;
import org.jspecify.annotations.Nullable;

/**
 * What a batch would cost before anything is spent (DD141): each scan with its cost, the
 * total, the balance now and after the batch (null when the service does not say), and
 * the month's spend against the workspace's budget with the whole batch.
 */
public record BatchQuote(List<BatchScan> scans, long total, @Nullable Long balance, BudgetCheck budget) {

	public BatchQuote {
		scans = List.copyOf(scans);
	}

	public @Nullable Long balanceAfter() {
		return balance == null ? null : balance - total;
	}

	/**
	 * Whether the balance covers the whole batch (true when the balance is not known).
	 */
	public boolean affordable() {
		return balance == null || balance >= total;
	}

	public boolean overBudget() {
		return budget.exceeds();
	}

	/** The scans whose settings were submitted within the last minutes. */
	public List<BatchScan> duplicates() {
		return scans.stream().filter(scan -> scan.recentDuplicate() != null).toList();
	}

}

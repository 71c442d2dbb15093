package app.locus.api;

import app.locus.scans.ScanConfirmation;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;

/**
 * What a caller accepts to run a campaign now: its cost per run, and passing the budget.
 */
record ApiRunRequest(@Schema(description = "the campaign's creditsPerRun; required") @Nullable Integer confirmCost,
		@Schema(description = "run it although it takes the month past the workspace's budget") @Nullable Boolean confirmOverBudget) {

	ScanConfirmation confirmation() {
		return new ScanConfirmation(confirmCost, false, Boolean.TRUE.equals(confirmOverBudget));
	}

}

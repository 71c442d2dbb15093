package app.locus.scans.ui;

import app.locus.credits.BudgetCheck;
import app.locus.credits.OverBudgetException;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;

/**
 * Asks an admin to spend past the monthly budget, as the scan and batch forms both do, in
 * the page's language ({@code scans.over-budget.*}): the refusal's own words, from its
 * budget check.
 */
final class OverBudgetDialog {

	private OverBudgetDialog() {
	}

	/**
	 * @param confirmText what the confirming button says, already in the page's language
	 */
	static void open(String id, OverBudgetException over, String confirmText, Runnable confirmed) {
		ConfirmDialog dialog = new ConfirmDialog();
		BudgetCheck check = over.check();
		dialog.setHeader(dialog.getTranslation("scans.over-budget.title"));
		dialog.setText(dialog.getTranslation("scans.over-budget.message", check.credits(), check.spentThisMonth(),
				check.budget(), check.overrun()));
		dialog.setConfirmText(confirmText);
		dialog.addConfirmListener(event -> confirmed.run());
		dialog.setId(id);
		dialog.setCancelable(true);
		dialog.setCancelText(dialog.getTranslation("scans.cancel"));
		dialog.open();
	}

}

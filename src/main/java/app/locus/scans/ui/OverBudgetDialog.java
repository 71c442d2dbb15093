package app.locus.scans.ui;

import app.locus.credits.OverBudgetException;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;

/**
 * Asks an admin to spend past the monthly budget, as the scan and batch forms both do.
 */
final class OverBudgetDialog {

	private OverBudgetDialog() {
	}

	static void open(String id, OverBudgetException over, String confirmText, Runnable confirmed) {
		ConfirmDialog dialog = new ConfirmDialog("Over the monthly budget", over.getMessage(), confirmText,
				event -> confirmed.run());
		dialog.setId(id);
		dialog.setCancelable(true);
		dialog.setCancelText("Cancel");
		dialog.open();
	}

}

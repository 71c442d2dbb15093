package app.locus.calendar.ui;

import java.time.LocalTime;
import java.util.function.Consumer;

import app.locus.autoscans.ui.AutoscansNavigation;
import app.locus.base.DisplayDates;
import app.locus.base.LocusException;
import app.locus.base.ui.Notices;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.EntryKind;
import app.locus.calendar.EntryStatus;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignService;
import app.locus.credits.OverBudgetException;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;

/**
 * The details of a calendar entry and the actions its state allows: pause, resume,
 * reactivate (only after the service deactivated it) and run now (cost shown and
 * confirmed), none of them for a run that is past (done, or due and not yet seen).
 */
class EntryDetails {

	private final CampaignService campaigns;

	private final boolean showCredits;

	/** Says how scheduled scans spend credits only if {@code showCredits} (DD159). */
	EntryDetails(CampaignService campaigns, boolean showCredits) {
		this.campaigns = campaigns;
		this.showCredits = showCredits;
	}

	/** "49 credits · Scheduled", or only the status when the entry carries no credits. */
	static String creditsAndStatus(CalendarEntry entry) {
		UI ui = UI.getCurrent();
		String status = ui.getTranslation(entry.status().textKey());
		return entry.credits()
			.stream()
			.mapToObj(credits -> ui.getTranslation("calendar.entry.credits", credits, status))
			.findFirst()
			.orElse(status);
	}

	void open(CalendarEntry entry, Runnable changed) {
		Dialog dialog = new Dialog();
		dialog.setId("entry-dialog");
		dialog.setHeaderTitle(entry.kind().label() + ": " + entry.what());
		LocalTime time = entry.time();
		Paragraph when = new Paragraph(
				(time == null ? DisplayDates.day(entry.date()) : DisplayDates.dateTime(entry.date().atTime(time)))
						+ " · " + creditsAndStatus(entry));
		when.setId("entry-when");
		dialog.add(new Paragraph(entry.workspaceName() + " · " + entry.where()), when);
		if (entry.status() == EntryStatus.DUE) {
			Paragraph due = new Paragraph(dialog.getTranslation("calendar.due.explained"));
			due.setId("entry-due");
			dialog.add(due);
		}
		if (entry.kind() == EntryKind.AUTOSCAN) {
			Anchor listing = new Anchor(AutoscansNavigation.path(entry.workspace().value()), "Open scheduled scans");
			listing.setId("entry-autoscans-link");
			dialog.add(new Paragraph(
					(showCredits ? "A scheduled scan spends grid size² credits per platform on each run. " : "")
							+ "It runs on its own clock, and each run adds a report to the gallery."),
					listing);
		}
		if (entry.kind() == EntryKind.CAMPAIGN && entry.status().planned()) {
			CampaignId id = CampaignId.parse(entry.id());
			Consumer<Runnable> act = action -> {
				try {
					action.run();
					dialog.close();
					changed.run();
				}
				catch (LocusException ex) {
					Notices.error(ex.getMessage());
				}
			};
			if (entry.status() == EntryStatus.SCHEDULED) {
				dialog.getFooter()
					.add(button("entry-pause", "Pause",
							() -> act.accept(() -> campaigns.pause(entry.workspace(), id))));
			}
			if (entry.status() == EntryStatus.PAUSED) {
				dialog.getFooter()
					.add(button("entry-resume", "Resume",
							() -> act.accept(() -> campaigns.resume(entry.workspace(), id))));
			}
			if (entry.status() == EntryStatus.DEACTIVATED) {
				dialog.getFooter()
					.add(button("entry-reactivate", "Reactivate",
							() -> act.accept(() -> campaigns.reactivate(entry.workspace(), id))));
			}
			Button run = button("entry-run", "Run now", () -> {
				ConfirmDialog confirm = new ConfirmDialog("Run this campaign now?",
						entry.credits()
							.stream()
							.mapToObj(credits -> "One run costs " + credits + " credits. ")
							.findFirst()
							.orElse("") + "It is sent once and never retried.",
						"Run now", event -> act.accept(() -> run(entry, id, false, changed)));
				confirm.setId("entry-run-confirm");
				confirm.setCancelable(true);
				confirm.open();
			});
			run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
			dialog.getFooter().add(run);
		}
		Button close = new Button("Close", event -> dialog.close());
		close.setId("entry-close");
		dialog.getFooter().add(close);
		dialog.open();
	}

	/** Runs the campaign; past the monthly budget, an admin confirms once more. */
	private void run(CalendarEntry entry, CampaignId id, boolean overBudgetConfirmed, Runnable changed) {
		try {
			campaigns.runNow(entry.workspace(), id, overBudgetConfirmed);
			Notices.success("The campaign run is queued.");
		}
		catch (OverBudgetException ex) {
			ConfirmDialog confirm = new ConfirmDialog("Over the monthly budget", ex.getMessage(), "Run anyway",
					event -> {
						try {
							run(entry, id, true, changed);
							changed.run();
						}
						catch (LocusException failure) {
							Notices.error(failure.getMessage());
						}
					});
			confirm.setId("entry-over-budget-confirm");
			confirm.setCancelable(true);
			confirm.open();
		}
	}

	private static Button button(String id, String label, Runnable action) {
		Button button = new Button(label, event -> action.run());
		button.setId(id);
		return button;
	}

}

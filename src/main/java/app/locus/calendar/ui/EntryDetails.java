package app.locus.calendar.ui;

import java.time.LocalTime;
import java.util.function.Consumer;

import app.locus.autoscans.ui.AutoscansNavigation;
import app.locus.base.LocusException;
import app.locus.base.i18n.LocaleFormats;
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
		LocaleFormats formats = LocaleFormats.of(UI.getCurrent().getLocale());
		dialog.setHeaderTitle(dialog.getTranslation("calendar.entry.title",
				dialog.getTranslation(kindKey(entry.kind())), entry.what()));
		LocalTime time = entry.time();
		Paragraph when = new Paragraph(dialog.getTranslation("calendar.entry.when",
				time == null ? formats.day(entry.date()) : formats.dateTime(entry.date().atTime(time)),
				creditsAndStatus(entry)));
		when.setId("entry-when");
		dialog.add(new Paragraph(dialog.getTranslation("calendar.entry.where", entry.workspaceName(), entry.where())),
				when);
		if (entry.status() == EntryStatus.DUE) {
			Paragraph due = new Paragraph(dialog.getTranslation("calendar.due.explained"));
			due.setId("entry-due");
			dialog.add(due);
		}
		if (entry.kind() == EntryKind.AUTOSCAN) {
			Anchor listing = new Anchor(AutoscansNavigation.path(entry.workspace().value()),
					dialog.getTranslation("calendar.autoscan.open"));
			listing.setId("entry-autoscans-link");
			dialog.add(
					new Paragraph(dialog
						.getTranslation(showCredits ? "calendar.autoscan.about.credits" : "calendar.autoscan.about")),
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
					.add(button("entry-pause", dialog.getTranslation("calendar.action.pause"),
							() -> act.accept(() -> campaigns.pause(entry.workspace(), id))));
			}
			if (entry.status() == EntryStatus.PAUSED) {
				dialog.getFooter()
					.add(button("entry-resume", dialog.getTranslation("calendar.action.resume"),
							() -> act.accept(() -> campaigns.resume(entry.workspace(), id))));
			}
			if (entry.status() == EntryStatus.DEACTIVATED) {
				dialog.getFooter()
					.add(button("entry-reactivate", dialog.getTranslation("calendar.action.reactivate"),
							() -> act.accept(() -> campaigns.reactivate(entry.workspace(), id))));
			}
			Button run = button("entry-run", dialog.getTranslation("calendar.action.run"), () -> {
				ConfirmDialog confirm = new ConfirmDialog(dialog.getTranslation("calendar.run.title"),
						entry.credits()
							.stream()
							.mapToObj(credits -> dialog.getTranslation("calendar.run.text.credits", credits))
							.findFirst()
							.orElseGet(() -> dialog.getTranslation("calendar.run.text")),
						dialog.getTranslation("calendar.action.run"),
						event -> act.accept(() -> run(dialog, entry, id, false, changed)));
				confirm.setId("entry-run-confirm");
				confirm.setCancelable(true);
				confirm.setCancelText(dialog.getTranslation("calendar.cancel"));
				confirm.open();
			});
			run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
			dialog.getFooter().add(run);
		}
		Button close = new Button(dialog.getTranslation("calendar.close"), event -> dialog.close());
		close.setId("entry-close");
		dialog.getFooter().add(close);
		dialog.open();
	}

	/** Runs the campaign; past the monthly budget, an admin confirms once more. */
	private void run(Dialog dialog, CalendarEntry entry, CampaignId id, boolean overBudgetConfirmed, Runnable changed) {
		try {
			campaigns.runNow(entry.workspace(), id, overBudgetConfirmed);
			Notices.success(dialog.getTranslation("calendar.run.queued"));
		}
		catch (OverBudgetException ex) {
			ConfirmDialog confirm = new ConfirmDialog(dialog.getTranslation("calendar.over-budget.title"),
					ex.getMessage(), dialog.getTranslation("calendar.over-budget.run"), event -> {
						try {
							run(dialog, entry, id, true, changed);
							changed.run();
						}
						catch (LocusException failure) {
							Notices.error(failure.getMessage());
						}
					});
			confirm.setId("entry-over-budget-confirm");
			confirm.setCancelable(true);
			confirm.setCancelText(dialog.getTranslation("calendar.cancel"));
			confirm.open();
		}
	}

	/** The key of what an entry is a run of: "Campaign", "Scheduled scan". */
	private static String kindKey(EntryKind kind) {
		return switch (kind) {
			case CAMPAIGN -> "calendar.kind.campaign";
			case AUTOSCAN -> "calendar.kind.autoscan";
		};
	}

	private static Button button(String id, String label, Runnable action) {
		Button button = new Button(label, event -> action.run());
		button.setId(id);
		return button;
	}

}

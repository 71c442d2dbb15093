package app.locus.scans.ui;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

import app.locus.base.DisplayDates;
import app.locus.base.ForbiddenException;
import app.locus.base.WorkspaceId;
import app.locus.shell.MainLayout;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.reports.ReportCard;
import app.locus.scans.Submission;
import app.locus.scans.UnknownSpend;
import app.locus.scans.UnknownSpendService;
import app.locus.scans.UnknownSpends;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * Every spend of the workspace whose outcome is unknown (DD126): when, who, what was
 * sent, the credits at stake, what the sync looks for and when it last looked. Account
 * managers and agency admins settle one: found (linked to its stored report) or written
 * off with a note. Client viewers read the list when the agency shows them credits.
 */
@Route(value = UnknownSpendsNavigation.ROUTE, layout = MainLayout.class)
@PageTitle("Unknown spends · Locus")
@PermitAll
class UnknownSpendsView extends Main implements BeforeEnterObserver {

	static final String EXPLAINED = "A scan the scanning service never answered clearly may have spent credits. "
			+ "Locus never sends it again. The sync looks for its report for a day after it was sent; "
			+ "what it does not find waits here until someone links it to its report or writes it off.";

	private final transient UnknownSpendService spends;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	UnknownSpendsView(UnknownSpendService spends) {
		this.spends = spends;
		getStyle().set("padding", "var(--lumo-space-l)");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		show();
	}

	private void show() {
		removeAll();
		add(new H2("Spends with unknown outcome"), new Paragraph(EXPLAINED));
		UnknownSpends list;
		try {
			list = spends.list(workspace);
		}
		catch (ForbiddenException ex) {
			add(paragraph("unknown-spends-hidden", ex.getMessage()));
			return;
		}
		if (list.spends().isEmpty()) {
			add(paragraph("unknown-spends-empty",
					"No spends with an unknown outcome: every scan of this workspace has a known result."));
			return;
		}
		list.spends().forEach(spend -> add(card(spend, list.canSettle())));
	}

	private Div card(UnknownSpend spend, boolean canSettle) {
		Submission sent = spend.submission();
		Div card = new Div();
		card.setId("unknown-spend-" + sent.id().value());
		card.getStyle()
			.set("border", "1px solid var(--lumo-contrast-20pct)")
			.set("border-radius", "var(--lumo-border-radius-m)")
			.set("padding", "var(--lumo-space-m)")
			.set("margin-bottom", "var(--lumo-space-m)");
		card.add(new H3("\"" + sent.keyword() + "\" · " + sent.credits() + " credits at stake"));
		card.add(new Paragraph("Sent " + DisplayDates.instant(sent.createdAt()) + " by "
				+ (spend.sentBy() == null ? "a former user" : spend.sentBy()) + ": grid " + sent.gridSize() + " × "
				+ sent.gridSize() + ", radius " + sent.radius().stripTrailingZeros().toPlainString() + " "
				+ sent.unit().code() + ", " + sent.platform().displayName()
				+ (sent.aiAnalysis() ? " with AI analysis" : "") + "."));
		card.add(new Paragraph("What the sync looks for: " + spend.lookedFor() + "."));
		card.add(paragraph("unknown-spend-state-" + sent.id().value(), state(spend)));
		if (canSettle) {
			Button found = new Button("Found it…", click -> foundDialog(spend).open());
			found.setId("found-" + sent.id().value());
			Button writeOff = new Button("Write off…", click -> writeOffDialog(spend).open());
			writeOff.setId("write-off-" + sent.id().value());
			card.add(new HorizontalLayout(found, writeOff));
		}
		return card;
	}

	private static String state(UnknownSpend spend) {
		String looked = spend.lastLookedAt() == null ? "The sync has not looked for it yet."
				: "The sync last looked " + DisplayDates.instant(spend.lastLookedAt()) + " and found nothing.";
		return looked + (spend.stillLookedFor()
				? " It keeps looking until " + DisplayDates.instant(spend.lookedForUntil()) + "."
				: " It stopped looking on " + DisplayDates.instant(spend.lookedForUntil())
						+ ": only a person settles it now.");
	}

	private Dialog foundDialog(UnknownSpend spend) {
		Submission sent = spend.submission();
		Dialog dialog = new Dialog();
		dialog.setId("found-dialog");
		dialog.setHeaderTitle("Which report did this scan make?");
		TextField key = new TextField("Report key");
		key.setId("found-key");
		key.setMaxLength(15);
		key.setHelperText("Pick a stored report below, or type the key of one from the report gallery.");
		RadioButtonGroup<ReportCard> candidates = new RadioButtonGroup<>("Stored reports of this location and keyword");
		candidates.setId("found-candidates");
		candidates.setItemLabelGenerator(
				card -> DisplayDates.day(card.date()) + " · " + card.keyword() + " · report " + card.key());
		List<ReportCard> found = spends.candidates(workspace, sent.id());
		candidates.setItems(found);
		candidates.addValueChangeListener(event -> {
			if (event.getValue() != null) {
				key.setValue(event.getValue().key().value());
			}
		});
		Paragraph none = paragraph("found-no-candidates",
				"No stored report of this location and keyword since the day before it was sent.");
		none.setVisible(found.isEmpty());
		candidates.setVisible(!found.isEmpty());
		Button link = new Button("Link to this report", click -> {
			if (ServiceCall.run(Map.of("reportKey", key),
					() -> spends.markFound(workspace, sent.id(), key.getValue()))) {
				dialog.close();
				Notices.success("Linked to report " + key.getValue().strip() + ". The spend is settled.");
				show();
			}
		});
		link.setId("found-confirm");
		link.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button("Cancel", click -> dialog.close());
		dialog.add(none, candidates, key);
		dialog.getFooter().add(cancel, link);
		return dialog;
	}

	private Dialog writeOffDialog(UnknownSpend spend) {
		Submission sent = spend.submission();
		Dialog dialog = new Dialog();
		dialog.setId("write-off-dialog");
		dialog.setHeaderTitle("Write off this spend?");
		Paragraph means = new Paragraph("Its " + sent.credits()
				+ " credits count as spent and Locus will not send the scan again. Say why, for whoever reads it later.");
		TextField note = new TextField("Note");
		note.setId("write-off-note");
		note.setRequired(true);
		note.setMaxLength(UnknownSpendService.NOTE_MAX);
		note.setWidthFull();
		Button confirm = new Button("Write off", click -> {
			if (ServiceCall.run(Map.of("note", note), () -> spends.writeOff(workspace, sent.id(), note.getValue()))) {
				dialog.close();
				Notices.success("Written off: " + sent.credits() + " credits counted as spent.");
				show();
			}
		});
		confirm.setId("write-off-confirm");
		confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_ERROR);
		Button cancel = new Button("Cancel", click -> dialog.close());
		dialog.add(means, note);
		dialog.getFooter().add(cancel, confirm);
		return dialog;
	}

	private static Paragraph paragraph(String id, String text) {
		Paragraph paragraph = new Paragraph(text);
		paragraph.setId(id);
		return paragraph;
	}

}

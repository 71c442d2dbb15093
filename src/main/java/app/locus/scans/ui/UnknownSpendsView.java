package app.locus.scans.ui;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;

import app.locus.base.ForbiddenException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.reports.ReportCard;
import app.locus.scans.Submission;
import app.locus.scans.UnknownSpend;
import app.locus.scans.UnknownSpendService;
import app.locus.scans.UnknownSpends;
import app.locus.tenancy.CostVisibility;
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
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * Every spend of the workspace whose outcome is unknown (DD126): when, who, what was
 * sent, the credits at stake, what the sync looks for and when it last looked. Account
 * managers and agency admins settle one: found (linked to its stored report) or written
 * off with a note. Client viewers read the list when the agency shows them credits. Its
 * words are in the page's language ({@code scans.unknown-spends.*}); what the sync looks
 * for is in the service's words.
 */
@Route(value = UnknownSpendsNavigation.ROUTE, layout = MainLayout.class)
@PermitAll
class UnknownSpendsView extends Main implements BeforeEnterObserver, NamedPage {

	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient UnknownSpendService spends;

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	UnknownSpendsView(UnknownSpendService spends) {
		this.spends = spends;
		getStyle().set("padding", "var(--lumo-space-l)");
	}

	@Override
	public String pageName() {
		return getTranslation("scans.unknown-spends.browser-title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		show();
	}

	private void show() {
		removeAll();
		add(new H2(getTranslation("scans.unknown-spends.title")),
				new Paragraph(getTranslation("scans.unknown-spends.explained")));
		UnknownSpends list;
		try {
			list = spends.list(workspace);
		}
		catch (ForbiddenException ex) {
			add(paragraph("unknown-spends-hidden", CostVisibility.REFUSAL.equals(ex.getMessage())
					? getTranslation("scans.unknown-spends.hidden") : ex.getMessage()));
			return;
		}
		if (list.spends().isEmpty()) {
			add(paragraph("unknown-spends-empty", getTranslation("scans.unknown-spends.empty")));
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
		card.add(new H3(getTranslation("scans.unknown-spends.card.title", sent.keyword(), sent.credits())));
		card.add(new Paragraph(getTranslation(
				sent.aiAnalysis() ? "scans.unknown-spends.card.sent.ai" : "scans.unknown-spends.card.sent",
				formats.instant(sent.createdAt(), UTC),
				spend.sentBy() == null ? getTranslation("scans.unknown-spends.card.former-user") : spend.sentBy(),
				sent.gridSize(), formats.exact(sent.radius()), sent.unit().code(), sent.platform().displayName())));
		card.add(new Paragraph(getTranslation("scans.unknown-spends.card.looked-for", spend.lookedFor())));
		card.add(paragraph("unknown-spend-state-" + sent.id().value(), state(spend)));
		if (canSettle) {
			Button found = new Button(getTranslation("scans.unknown-spends.found"), click -> foundDialog(spend).open());
			found.setId("found-" + sent.id().value());
			Button writeOff = new Button(getTranslation("scans.unknown-spends.write-off"),
					click -> writeOffDialog(spend).open());
			writeOff.setId("write-off-" + sent.id().value());
			card.add(new HorizontalLayout(found, writeOff));
		}
		return card;
	}

	private String state(UnknownSpend spend) {
		String until = formats.instant(spend.lookedForUntil(), UTC);
		Instant lastLooked = spend.lastLookedAt();
		if (lastLooked == null) {
			return spend.stillLookedFor() ? getTranslation("scans.unknown-spends.state.not-yet.looking", until)
					: getTranslation("scans.unknown-spends.state.not-yet.stopped", until);
		}
		String looked = formats.instant(lastLooked, UTC);
		return spend.stillLookedFor() ? getTranslation("scans.unknown-spends.state.looked.looking", looked, until)
				: getTranslation("scans.unknown-spends.state.looked.stopped", looked, until);
	}

	private Dialog foundDialog(UnknownSpend spend) {
		Submission sent = spend.submission();
		Dialog dialog = new Dialog();
		dialog.setId("found-dialog");
		dialog.setHeaderTitle(getTranslation("scans.unknown-spends.found.title"));
		TextField key = new TextField(getTranslation("scans.unknown-spends.found.key"));
		key.setId("found-key");
		key.setMaxLength(15);
		key.setHelperText(getTranslation("scans.unknown-spends.found.key.helper"));
		RadioButtonGroup<ReportCard> candidates = new RadioButtonGroup<>(
				getTranslation("scans.unknown-spends.found.candidates"));
		candidates.setId("found-candidates");
		candidates.setItemLabelGenerator(card -> getTranslation("scans.unknown-spends.found.candidate",
				formats.day(card.date()), card.keyword(), String.valueOf(card.key())));
		List<ReportCard> found = spends.candidates(workspace, sent.id());
		candidates.setItems(found);
		candidates.addValueChangeListener(event -> {
			if (event.getValue() != null) {
				key.setValue(event.getValue().key().value());
			}
		});
		Paragraph none = paragraph("found-no-candidates", getTranslation("scans.unknown-spends.found.none"));
		none.setVisible(found.isEmpty());
		candidates.setVisible(!found.isEmpty());
		Button link = new Button(getTranslation("scans.unknown-spends.found.link"), click -> {
			if (ServiceCall.run(Map.of("reportKey", key),
					() -> spends.markFound(workspace, sent.id(), key.getValue()))) {
				dialog.close();
				Notices.success(getTranslation("scans.unknown-spends.found.linked", key.getValue().strip()));
				show();
			}
		});
		link.setId("found-confirm");
		link.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button(getTranslation("scans.cancel"), click -> dialog.close());
		dialog.add(none, candidates, key);
		dialog.getFooter().add(cancel, link);
		return dialog;
	}

	private Dialog writeOffDialog(UnknownSpend spend) {
		Submission sent = spend.submission();
		Dialog dialog = new Dialog();
		dialog.setId("write-off-dialog");
		dialog.setHeaderTitle(getTranslation("scans.unknown-spends.write-off.title"));
		Paragraph means = new Paragraph(getTranslation("scans.unknown-spends.write-off.means", sent.credits()));
		TextField note = new TextField(getTranslation("scans.unknown-spends.write-off.note"));
		note.setId("write-off-note");
		note.setRequired(true);
		note.setMaxLength(UnknownSpendService.NOTE_MAX);
		note.setWidthFull();
		Button confirm = new Button(getTranslation("scans.unknown-spends.write-off.confirm"), click -> {
			if (ServiceCall.run(Map.of("note", note), () -> spends.writeOff(workspace, sent.id(), note.getValue()))) {
				dialog.close();
				Notices.success(getTranslation("scans.unknown-spends.write-off.done", sent.credits()));
				show();
			}
		});
		confirm.setId("write-off-confirm");
		confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_ERROR);
		Button cancel = new Button(getTranslation("scans.cancel"), click -> dialog.close());
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

package app.locus.businessprofile.ui;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import app.locus.base.LocusException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Failures;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.FieldChange;
import app.locus.businessprofile.ProfileArea;
import app.locus.businessprofile.Proposal;
import app.locus.businessprofile.StaleProposalException;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * The client's portal of proposed business-profile changes: review one (the fields before
 * and after), then approve it (typing the phrase of a destructive change) or reject it
 * with a note for the agency; its author may withdraw a pending one. Decided, expired,
 * withdrawn and failed ones stay listed with their notes.
 */
@Route(value = GbpNavigation.APPROVALS_ROUTE, layout = MainLayout.class)
@PermitAll
class ApprovalsView extends Main implements BeforeEnterObserver, NamedPage {

	/** The zone the proposals' times are shown in, named beside each. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient ClientApprovalService approvals;

	private final transient CurrentUser currentUser;

	private final Grid<Proposal> grid = new DirectRowsGrid<>();

	private final LocaleFormats formats;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private LocusUser user;

	ApprovalsView(ClientApprovalService approvals, CurrentUser currentUser) {
		this.approvals = approvals;
		this.currentUser = currentUser;
		this.formats = LocaleFormats.of(getLocale());
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("proposals-grid");
		grid.setAllRowsVisible(true);
		GridColumns.actionColumn(grid, this::actions, "11em").setFlexGrow(0);
		GridColumns.text(grid, this::proposed)
			.setHeader(getTranslation("gbp.approvals.column.proposed"))
			.setWidth("10em");
		GridColumns.text(grid, this::change)
			.setHeader(getTranslation("gbp.approvals.column.change"))
			.setWidth("10em")
			.setFlexGrow(3);
		GridColumns.text(grid, this::status)
			.setKey("status")
			.setHeader(getTranslation("gbp.approvals.column.status"))
			.setWidth("7em");
		GridColumns.text(grid, this::notesText)
			.setKey("notes")
			.setHeader(getTranslation("gbp.approvals.column.notes"))
			.setWidth("8em")
			.setFlexGrow(2);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<Proposal>folded(this::change, List.of(this::proposed),
							List.of(this::status, this::notesText)))
					.setHeader(getTranslation("gbp.approvals.column.folded"))
					.setKey("folded"));
		add(new H2(getTranslation("gbp.approvals.heading")),
				new Paragraph(getTranslation("gbp.approvals.intro", Proposal.EXPIRES_AFTER.toDays())), grid);
	}

	@Override
	public String pageName() {
		return getTranslation("gbp.approvals.title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		user = currentUser.require();
		load();
	}

	private void load() {
		grid.setItems(approvals.proposals(workspace, false));
	}

	private String instant(Instant at) {
		return formats.instant(at, UTC);
	}

	private String proposed(Proposal proposal) {
		return getTranslation("gbp.approvals.proposed", instant(proposal.createdAt()), proposal.authorEmail());
	}

	private String change(Proposal proposal) {
		return getTranslation("gbp.approvals.change", area(proposal.area()), proposal.preview());
	}

	private String area(ProfileArea area) {
		return getTranslation(switch (area) {
			case PROFILE -> "gbp.area.profile";
			case HOURS -> "gbp.area.hours";
			case POSTS -> "gbp.area.posts";
			case MEDIA -> "gbp.area.media";
			case SERVICES -> "gbp.area.services";
			case ATTRIBUTES -> "gbp.area.attributes";
			case LINKS -> "gbp.area.links";
			case REVIEWS -> "gbp.area.reviews";
		});
	}

	private String status(Proposal proposal) {
		String status = getTranslation(switch (proposal.status()) {
			case PENDING -> "gbp.approvals.status.pending";
			case SENDING -> "gbp.approvals.status.sending";
			case APPROVED -> "gbp.approvals.status.approved";
			case REJECTED -> "gbp.approvals.status.rejected";
			case EXPIRED -> "gbp.approvals.status.expired";
			case FAILED -> "gbp.approvals.status.failed";
			case WITHDRAWN -> "gbp.approvals.status.withdrawn";
			case UNKNOWN -> "gbp.approvals.status.unknown";
		});
		return proposal.decidedByEmail() == null ? status
				: getTranslation("gbp.approvals.status.decided", status, proposal.decidedByEmail());
	}

	private String notesText(Proposal proposal) {
		return notes(proposal, this::getTranslation);
	}

	/** The agency's note and the client's, each named by who wrote it. */
	static String notes(Proposal proposal, Texts texts) {
		List<String> notes = new ArrayList<>();
		if (proposal.authorNote() != null) {
			notes.add(texts.text("gbp.approvals.note.agency", proposal.authorNote()));
		}
		if (proposal.comment() != null) {
			notes.add(texts.text("gbp.approvals.note.client", proposal.comment()));
		}
		return String.join(" · ", notes);
	}

	private Component actions(Proposal proposal) {
		if (proposal.status() != Proposal.Status.PENDING) {
			return new Span();
		}
		HorizontalLayout actions = GridColumns.actions();
		if (user.role() == Role.CLIENT_VIEWER || user.role() == Role.AGENCY_ADMIN) {
			Button review = new Button(getTranslation("gbp.approvals.review"), event -> review(proposal));
			review.setId("review-" + proposal.id());
			review.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
			actions.add(review);
		}
		if (user.id().value().equals(proposal.authorId())) {
			Button withdraw = new Button(getTranslation("gbp.approvals.withdraw"), event -> decide(Map.of(), () -> {
				approvals.withdraw(workspace, proposal.id());
				Notices.success(getTranslation("gbp.approvals.withdrawn", proposal.preview()));
			}));
			withdraw.setId("withdraw-" + proposal.id());
			actions.add(withdraw);
		}
		return actions;
	}

	private void review(Proposal proposal) {
		List<FieldChange> fields = changes(proposal);
		List<String> details = new ArrayList<>();
		details.add(getTranslation("clientportal.approval.proposed", proposal.authorEmail(),
				instant(proposal.createdAt())));
		if (proposal.authorNote() != null) {
			details.add(getTranslation("gbp.approvals.their-note", proposal.authorNote()));
		}
		ConfirmChangeDialog dialog = new ConfirmChangeDialog(getTranslation("gbp.approvals.review.title"),
				proposal.preview(), fields, details, proposal.change(), ConfirmChangeDialog.Effect.APPROVES);
		TextArea note = dialog.withNote("decision-note", getTranslation("gbp.approvals.decision-note"));
		// a refused note is shown on the note field: a notice in the middle of a phone's
		// screen would cover the very field it is about
		Map<String, TextArea> noteField = Map.of("note", note);
		dialog.addAction("reject-button", getTranslation("gbp.approvals.reject"), false, decision -> {
			if (decide(noteField, () -> {
				approvals.reject(workspace, proposal.id(), decision.note());
				Notices.success(getTranslation("gbp.approvals.rejected", proposal.preview()));
			})) {
				dialog.close();
			}
		}, ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
		dialog.addAction("confirm-button", getTranslation("gbp.approvals.approve"), true, decision -> {
			dialog.close();
			decide(Map.of(), () -> {
				approvals.approve(workspace, proposal.id(), decision.typedPhrase(), decision.note());
				Notices.success(getTranslation("gbp.approvals.approved", proposal.preview()));
			});
		}, ButtonVariant.LUMO_PRIMARY);
		dialog.open();
	}

	private List<FieldChange> changes(Proposal proposal) {
		try {
			return approvals.changes(workspace, proposal.id());
		}
		catch (LocusException ex) {
			Notices.error(getTranslation("gbp.approvals.changes-unreadable", EditorContext.message(ex)));
			return List.of();
		}
	}

	/**
	 * Runs a decision; true when it went through. A refused field shows on its field,
	 * other errors as notices.
	 */
	private boolean decide(Map<String, ? extends HasValidation> fields, Runnable decision) {
		boolean done = false;
		fields.values().forEach(field -> field.setInvalid(false));
		try {
			decision.run();
			done = true;
		}
		catch (StaleProposalException ex) {
			showStale(ex);
		}
		catch (ValidationException ex) {
			Failures.show(ex, fields);
		}
		catch (LocusException ex) {
			Notices.error(EditorContext.message(ex));
		}
		load();
		return done;
	}

	private void showStale(StaleProposalException stale) {
		Dialog dialog = new Dialog();
		dialog.setId("stale-dialog");
		dialog.setHeaderTitle(getTranslation("gbp.approvals.stale.title"));
		dialog.add(new Paragraph(getTranslation("gbp.approvals.stale.text", stale.getMessage())));
		Button close = new Button(getTranslation("gbp.approvals.close"), event -> dialog.close());
		close.setId("stale-close");
		dialog.getFooter().add(close);
		dialog.open();
	}

}

package app.locus.businessprofile.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.base.DisplayDates;
import app.locus.base.LocusException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Failures;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.FieldChange;
import app.locus.businessprofile.Proposal;
import app.locus.businessprofile.StaleProposalException;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.shell.MainLayout;
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
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * The client's portal of proposed business-profile changes: review one (the fields before
 * and after), then approve it (typing the phrase of a destructive change) or reject it
 * with a note for the agency; its author may withdraw a pending one. Decided, expired,
 * withdrawn and failed ones stay listed with their notes.
 */
@Route(value = GbpNavigation.APPROVALS_ROUTE, layout = MainLayout.class)
@PageTitle("Approvals · Locus")
@PermitAll
class ApprovalsView extends Main implements BeforeEnterObserver {

	private final transient ClientApprovalService approvals;

	private final transient CurrentUser currentUser;

	private final Grid<Proposal> grid = new DirectRowsGrid<>();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private LocusUser user;

	ApprovalsView(ClientApprovalService approvals, CurrentUser currentUser) {
		this.approvals = approvals;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("proposals-grid");
		grid.setAllRowsVisible(true);
		GridColumns.actionColumn(grid, this::actions, "11em").setFlexGrow(0);
		GridColumns.text(grid, ApprovalsView::proposed).setHeader("Proposed").setWidth("10em");
		GridColumns.text(grid, ApprovalsView::change).setHeader("Change").setWidth("10em").setFlexGrow(3);
		GridColumns.text(grid, ApprovalsView::status).setKey("status").setHeader("Status").setWidth("7em");
		GridColumns.text(grid, ApprovalsView::notes).setKey("notes").setHeader("Notes").setWidth("8em").setFlexGrow(2);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<Proposal>folded(ApprovalsView::change, List.of(ApprovalsView::proposed),
							List.of(ApprovalsView::status, ApprovalsView::notes)))
					.setHeader("Proposed change")
					.setKey("folded"));
		add(new H2("Proposed profile changes"),
				new Paragraph("Changes your agency proposes to your business profiles wait here for your decision. "
						+ "Approving sends the change to the live profile; rejecting changes nothing. "
						+ "Proposals expire after " + Proposal.EXPIRES_AFTER.toDays() + " days."),
				grid);
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

	private static String proposed(Proposal proposal) {
		return DisplayDates.instant(proposal.createdAt()) + " by " + proposal.authorEmail();
	}

	private static String change(Proposal proposal) {
		return proposal.area().label() + ": " + proposal.preview();
	}

	static String status(Proposal proposal) {
		String status = proposal.status().name().charAt(0)
				+ proposal.status().name().substring(1).toLowerCase(Locale.ROOT);
		return proposal.decidedByEmail() == null ? status : status + " by " + proposal.decidedByEmail();
	}

	static String notes(Proposal proposal) {
		List<String> notes = new ArrayList<>();
		if (proposal.authorNote() != null) {
			notes.add("Agency: " + proposal.authorNote());
		}
		if (proposal.comment() != null) {
			notes.add("Client: " + proposal.comment());
		}
		return String.join(" · ", notes);
	}

	private Component actions(Proposal proposal) {
		if (proposal.status() != Proposal.Status.PENDING) {
			return new Span();
		}
		HorizontalLayout actions = GridColumns.actions();
		if (user.role() == Role.CLIENT_VIEWER || user.role() == Role.AGENCY_ADMIN) {
			Button review = new Button("Review", event -> review(proposal));
			review.setId("review-" + proposal.id());
			review.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
			actions.add(review);
		}
		if (user.id().value().equals(proposal.authorId())) {
			Button withdraw = new Button("Withdraw", event -> decide(Map.of(), () -> {
				approvals.withdraw(workspace, proposal.id());
				Notices.success("Withdrawn: " + proposal.preview());
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
				DisplayDates.instant(proposal.createdAt())));
		if (proposal.authorNote() != null) {
			details.add("Their note: " + proposal.authorNote());
		}
		ConfirmChangeDialog dialog = new ConfirmChangeDialog("Review a proposed change", proposal.preview(), fields,
				details, proposal.change(), ConfirmChangeDialog.Effect.APPROVES);
		TextArea note = dialog.withNote("decision-note", "Note for the agency (required to reject)");
		// a refused note is shown on the note field: a notice in the middle of a phone's
		// screen would cover the very field it is about
		Map<String, TextArea> noteField = Map.of("note", note);
		dialog.addAction("reject-button", "Reject", false, decision -> {
			if (decide(noteField, () -> {
				approvals.reject(workspace, proposal.id(), decision.note());
				Notices.success("Rejected: " + proposal.preview());
			})) {
				dialog.close();
			}
		}, ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
		dialog.addAction("confirm-button", "Approve and send", true, decision -> {
			dialog.close();
			decide(Map.of(), () -> {
				approvals.approve(workspace, proposal.id(), decision.typedPhrase(), decision.note());
				Notices.success("Approved and sent: " + proposal.preview());
			});
		}, ButtonVariant.LUMO_PRIMARY);
		dialog.open();
	}

	private List<FieldChange> changes(Proposal proposal) {
		try {
			return approvals.changes(workspace, proposal.id());
		}
		catch (LocusException ex) {
			Notices.error("The profile could not be read to show what changes: " + EditorContext.message(ex));
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
		dialog.setHeaderTitle("The profile changed since this was proposed");
		dialog.add(new Paragraph(
				stale.getMessage() + " Nothing was sent. Review it again to see what it would " + "change now."));
		Button close = new Button("Close", event -> dialog.close());
		close.setId("stale-close");
		dialog.getFooter().add(close);
		dialog.open();
	}

}

package app.locus.businessprofile.ui;

import java.util.List;

import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.MainLayout;
import app.locus.base.ui.Notices;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.Proposal;
import app.locus.businessprofile.StaleProposalException;
import app.locus.security.CurrentUser;
import app.locus.tenancy.Role;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H4;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * The client's portal of proposed business-profile changes: approve (typing the phrase of
 * a destructive change) or reject with a comment; decided, expired and failed ones below.
 */
@Route(value = GbpNavigation.APPROVALS_ROUTE, layout = MainLayout.class)
@PageTitle("Approvals · Locus")
@PermitAll
class ApprovalsView extends Main implements BeforeEnterObserver {

	private final transient ClientApprovalService approvals;

	private final transient CurrentUser currentUser;

	private final Grid<Proposal> grid = new Grid<>();

	private WorkspaceId workspace;

	private boolean decides;

	ApprovalsView(ClientApprovalService approvals, CurrentUser currentUser) {
		this.approvals = approvals;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("proposals-grid");
		grid.setAllRowsVisible(true);
		grid.addColumn(Proposal::createdAt).setHeader("Proposed");
		grid.addColumn(Proposal::authorEmail).setHeader("By");
		grid.addColumn(proposal -> proposal.area().label()).setHeader("Area");
		grid.addColumn(Proposal::preview).setHeader("Change").setFlexGrow(3);
		grid.addColumn(Proposal::status).setHeader("Status");
		grid.addColumn(Proposal::expiresAt).setHeader("Expires");
		grid.addColumn(proposal -> proposal.comment() == null ? "" : proposal.comment()).setHeader("Comment");
		grid.addComponentColumn(this::actions).setKey("actions").setHeader("");
		add(new H2("Proposed profile changes"),
				new Paragraph("Changes your agency proposes to your business profiles wait here for your decision. "
						+ "Approving sends the change to the live profile; rejecting changes nothing. "
						+ "Proposals expire after " + ClientApprovalService.EXPIRES_AFTER.toDays() + " days."),
				grid);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		Role role = currentUser.require().role();
		decides = role == Role.CLIENT_VIEWER || role == Role.AGENCY_ADMIN;
		load();
	}

	private void load() {
		grid.setItems(approvals.proposals(workspace, false));
	}

	private Component actions(Proposal proposal) {
		if (!decides || proposal.status() != Proposal.Status.PENDING) {
			return new Span();
		}
		Button approve = new Button("Review and approve", event -> approve(proposal));
		approve.setId("approve-" + proposal.id());
		Button reject = new Button("Reject", event -> reject(proposal));
		reject.setId("reject-" + proposal.id());
		return new HorizontalLayout(approve, reject);
	}

	private void approve(Proposal proposal) {
		TextField comment = new TextField("Comment (optional)");
		comment.setId("decision-comment");
		comment.setWidthFull();
		ConfirmChangeDialog dialog = new ConfirmChangeDialog(proposal.preview(),
				List.of("Proposed by " + proposal.authorEmail() + " at " + proposal.createdAt(),
						"What it touches as proposed: " + proposal.snapshot()),
				proposal.change(), typed -> decide(() -> {
					approvals.approve(workspace, proposal.id(), typed, comment.getValue());
					Notices.success("Approved and sent: " + proposal.preview());
				}));
		dialog.addField(comment);
		dialog.open();
	}

	private void reject(Proposal proposal) {
		TextField comment = new TextField("Why (optional)");
		comment.setId("decision-comment");
		comment.setWidthFull();
		ConfirmChangeDialog dialog = new ConfirmChangeDialog("Reject: " + proposal.preview(),
				List.of("Nothing on the profile changes."), null, typed -> decide(() -> {
					approvals.reject(workspace, proposal.id(), comment.getValue());
					Notices.success("Rejected: " + proposal.preview());
				}));
		dialog.addField(comment);
		dialog.open();
	}

	private void decide(Runnable decision) {
		try {
			decision.run();
		}
		catch (StaleProposalException ex) {
			showStale(ex);
		}
		catch (LocusException ex) {
			Notices.error(EditorContext.message(ex));
		}
		load();
	}

	private void showStale(StaleProposalException stale) {
		Dialog dialog = new Dialog();
		dialog.setId("stale-dialog");
		dialog.setHeaderTitle("The profile changed since this was proposed");
		Pre before = new Pre(stale.before());
		before.setId("stale-before");
		Pre now = new Pre(stale.now());
		now.setId("stale-now");
		dialog.add(new Paragraph(stale.getMessage() + " Nothing was sent."), new H4("When proposed"), before,
				new H4("Now"), now);
		dialog.getFooter().add(new Button("Close", event -> dialog.close()));
		dialog.open();
	}

}

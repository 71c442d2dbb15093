package app.locus.portal.ui;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import app.locus.base.DisplayDates;
import app.locus.base.Role;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.portal.InvitationRequest;
import app.locus.portal.InvitationService;
import app.locus.portal.InvitationStatus;
import app.locus.portal.InvitationSummary;
import app.locus.portal.IssuedInvitation;
import app.locus.shell.MainLayout;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.EmailField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins invite clients (or account managers) by e-mail and see and withdraw their
 * invitations. Without SMTP the new link is shown here once, with a copy button.
 */
@Route(value = PortalNavigation.INVITATIONS_ROUTE, layout = MainLayout.class)
@PageTitle("Invitations · Locus")
@RolesAllowed("AGENCY_ADMIN")
class InvitationsView extends Main {

	private final transient InvitationService invitations;

	private final EmailField email = new EmailField("E-mail");

	private final TextField name = new TextField("Name");

	private final Select<Role> role = new Select<>();

	private final MultiSelectComboBox<WorkspaceSummary> workspaces = new MultiSelectComboBox<>("Workspaces");

	private final Div issued = new Div();

	private final Grid<InvitationSummary> grid = new DirectRowsGrid<>();

	InvitationsView(InvitationService invitations, WorkspaceService workspaceService) {
		this.invitations = invitations;
		getStyle().set("padding", "var(--lumo-space-l)");
		email.setId("invite-email");
		email.setManualValidation(true);
		name.setId("invite-name");
		name.setManualValidation(true);
		role.setLabel("Role");
		role.setId("invite-role");
		role.setItems(Role.CLIENT_VIEWER, Role.ACCOUNT_MANAGER);
		role.setItemLabelGenerator(r -> r == Role.CLIENT_VIEWER ? "Client (read-only)" : "Account manager");
		role.setValue(Role.CLIENT_VIEWER);
		workspaces.setId("invite-workspaces");
		workspaces.setItems(workspaceService.visibleWorkspaces());
		workspaces.setItemLabelGenerator(WorkspaceSummary::name);
		Button invite = new Button("Invite", event -> invite());
		invite.setId("invite-send");
		invite.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		issued.setId("invite-issued");

		grid.setId("invitations-grid");
		GridColumns.text(grid, InvitationSummary::email).setHeader("E-mail").setKey("email").setFlexGrow(2);
		grid.addColumn(InvitationsView::role).setHeader("Role").setKey("role").setAutoWidth(true);
		GridColumns.text(grid, InvitationSummary::workspaces)
			.setHeader("Workspaces")
			.setKey("workspaces")
			.setFlexGrow(2);
		grid.addColumn(row -> DisplayDates.instant(row.createdAt()))
			.setHeader("Sent")
			.setKey("sent")
			.setAutoWidth(true);
		grid.addColumn(row -> DisplayDates.instant(row.expiresAt()))
			.setHeader("Expires")
			.setKey("expires")
			.setAutoWidth(true);
		grid.addColumn(row -> label(row.status())).setHeader("Status").setKey("status").setAutoWidth(true);
		PhoneWidth.foldColumns(grid,
				() -> grid.addColumn(PhoneWidth.<InvitationSummary>folded(InvitationSummary::email,
						List.of(InvitationsView::role, row -> label(row.status()),
								row -> "expires " + DisplayDates.instant(row.expiresAt())),
						List.of(InvitationSummary::workspaces)))
					.setHeader("Invitation")
					.setKey("folded"));
		PhoneWidth.keepOnPhones(
				grid.addComponentColumn(this::revokeButton).setHeader("").setKey("withdraw").setAutoWidth(true));
		grid.setAllRowsVisible(true);

		String delivery = invitations.mailConfigured() ? "The invitation is sent by e-mail."
				: "No mail server is configured: you will see the link once, to pass on yourself.";
		add(new H2("Invitations"),
				new Paragraph("Invite a client to read their workspaces. They get a link, valid for 72 hours and "
						+ "usable once, with which they choose their password. " + delivery),
				new FormLayout(email, name, role, workspaces), invite, issued, new H3("Sent invitations"), grid);
		load();
	}

	private void invite() {
		InvitationRequest request = new InvitationRequest(email.getValue(), name.getValue(), role.getValue(),
				workspaces.getValue().stream().map(WorkspaceSummary::id).collect(Collectors.toSet()));
		IssuedInvitation[] result = new IssuedInvitation[1];
		if (ServiceCall.run(Map.of("email", email, "displayName", name, "role", role, "workspaces", workspaces),
				() -> result[0] = invitations.invite(request))) {
			show(result[0]);
			email.clear();
			name.clear();
			workspaces.clear();
			load();
		}
	}

	private void show(IssuedInvitation invitation) {
		issued.removeAll();
		if (invitation.mailed()) {
			Notices.success("Invitation sent to " + invitation.email() + ".");
			return;
		}
		TextField link = new TextField("Link for " + invitation.email());
		link.setId("invite-link");
		link.setReadOnly(true);
		link.setValue(invitation.link());
		link.setWidthFull();
		link.setHelperText("Shown only now. Valid until " + DisplayDates.instant(invitation.expiresAt())
				+ "; pass it on privately.");
		Button copy = new Button("Copy", event -> {
			link.getElement().executeJs("navigator.clipboard.writeText($0)", invitation.link());
			Notices.success("Link copied.");
		});
		copy.setId("invite-copy");
		HorizontalLayout row = new HorizontalLayout(link, copy);
		row.setWidthFull();
		row.setAlignItems(HorizontalLayout.Alignment.BASELINE);
		issued.add(row);
	}

	private Button revokeButton(InvitationSummary row) {
		Button revoke = new Button("Withdraw", event -> {
			if (ServiceCall.run(() -> invitations.revoke(row.id()))) {
				Notices.success("The invitation of " + row.email() + " was withdrawn.");
				load();
			}
		});
		revoke.setId("revoke-" + row.id());
		revoke.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
		revoke.setVisible(row.status() == InvitationStatus.PENDING);
		return revoke;
	}

	private void load() {
		grid.setItems(invitations.invitations());
	}

	private static String role(InvitationSummary row) {
		return row.role() == Role.CLIENT_VIEWER ? "Client" : "Account manager";
	}

	private static String label(InvitationStatus status) {
		return switch (status) {
			case PENDING -> "Waiting";
			case ACCEPTED -> "Accepted";
			case EXPIRED -> "Expired";
			case REVOKED -> "Withdrawn";
			case UNKNOWN -> "";
		};
	}

}

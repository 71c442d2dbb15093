package app.locus.portal.ui;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import app.locus.base.Role;
import app.locus.base.i18n.LocaleFormats;
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
import app.locus.shell.NamedPage;
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
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins invite clients (or account managers) by e-mail and see and withdraw their
 * invitations. Without SMTP the new link is shown here once, with a copy button.
 */
@Route(value = PortalNavigation.INVITATIONS_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class InvitationsView extends Main implements NamedPage {

	/** The zone the invitations' times are shown in, named beside them. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient InvitationService invitations;

	private final EmailField email = new EmailField();

	private final TextField name = new TextField();

	private final Select<Role> role = new Select<>();

	private final MultiSelectComboBox<WorkspaceSummary> workspaces = new MultiSelectComboBox<>();

	private final Div issued = new Div();

	private final Grid<InvitationSummary> grid = new DirectRowsGrid<>();

	InvitationsView(InvitationService invitations, WorkspaceService workspaceService) {
		this.invitations = invitations;
		getStyle().set("padding", "var(--lumo-space-l)");
		email.setLabel(getTranslation("clientportal.invite.email"));
		email.setId("invite-email");
		email.setManualValidation(true);
		name.setLabel(getTranslation("clientportal.invite.name"));
		name.setId("invite-name");
		name.setManualValidation(true);
		role.setLabel(getTranslation("clientportal.invite.role"));
		role.setId("invite-role");
		role.setItems(Role.CLIENT_VIEWER, Role.ACCOUNT_MANAGER);
		role.setItemLabelGenerator(r -> r == Role.CLIENT_VIEWER ? getTranslation("clientportal.invite.role.client")
				: getTranslation("clientportal.invite.role.manager"));
		role.setValue(Role.CLIENT_VIEWER);
		workspaces.setLabel(getTranslation("clientportal.invite.workspaces"));
		workspaces.setId("invite-workspaces");
		workspaces.setItems(workspaceService.visibleWorkspaces());
		workspaces.setItemLabelGenerator(WorkspaceSummary::name);
		Button invite = new Button(getTranslation("clientportal.invite.send"), event -> invite());
		invite.setId("invite-send");
		invite.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		issued.setId("invite-issued");

		grid.setId("invitations-grid");
		GridColumns.text(grid, InvitationSummary::email)
			.setHeader(getTranslation("clientportal.invitations.column.email"))
			.setKey("email")
			.setFlexGrow(2);
		grid.addColumn(this::role)
			.setHeader(getTranslation("clientportal.invitations.column.role"))
			.setKey("role")
			.setAutoWidth(true);
		GridColumns.text(grid, InvitationSummary::workspaces)
			.setHeader(getTranslation("clientportal.invitations.column.workspaces"))
			.setKey("workspaces")
			.setFlexGrow(2);
		grid.addColumn(row -> when(row.createdAt()))
			.setHeader(getTranslation("clientportal.invitations.column.sent"))
			.setKey("sent")
			.setAutoWidth(true);
		grid.addColumn(row -> when(row.expiresAt()))
			.setHeader(getTranslation("clientportal.invitations.column.expires"))
			.setKey("expires")
			.setAutoWidth(true);
		grid.addColumn(row -> label(row.status()))
			.setHeader(getTranslation("clientportal.invitations.column.status"))
			.setKey("status")
			.setAutoWidth(true);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<InvitationSummary>folded(InvitationSummary::email,
							List.of(this::role, row -> label(row.status()),
									row -> getTranslation("clientportal.invitations.folded.expires",
											when(row.expiresAt()))),
							List.of(InvitationSummary::workspaces)))
					.setHeader(getTranslation("clientportal.invitations.column.folded"))
					.setKey("folded"));
		PhoneWidth.keepOnPhones(
				grid.addComponentColumn(this::revokeButton).setHeader("").setKey("withdraw").setAutoWidth(true));
		grid.setAllRowsVisible(true);

		String about = invitations.mailConfigured() ? getTranslation("clientportal.invitations.about.mail")
				: getTranslation("clientportal.invitations.about.no-mail");
		add(new H2(getTranslation("clientportal.invitations.title")), new Paragraph(about),
				new FormLayout(email, name, role, workspaces), invite, issued,
				new H3(getTranslation("clientportal.invitations.sent")), grid);
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
			Notices.success(getTranslation("clientportal.invite.mailed", invitation.email()));
			return;
		}
		TextField link = new TextField(getTranslation("clientportal.invite.link", invitation.email()));
		link.setId("invite-link");
		link.setReadOnly(true);
		link.setValue(invitation.link());
		link.setWidthFull();
		link.setHelperText(getTranslation("clientportal.invite.link.help", when(invitation.expiresAt())));
		Button copy = new Button(getTranslation("clientportal.invite.copy"), event -> {
			link.getElement().executeJs("navigator.clipboard.writeText($0)", invitation.link());
			Notices.success(getTranslation("clientportal.invite.copied"));
		});
		copy.setId("invite-copy");
		HorizontalLayout row = new HorizontalLayout(link, copy);
		row.setWidthFull();
		row.setAlignItems(HorizontalLayout.Alignment.BASELINE);
		issued.add(row);
	}

	private Button revokeButton(InvitationSummary row) {
		Button revoke = new Button(getTranslation("clientportal.invitations.withdraw"), event -> {
			if (ServiceCall.run(() -> invitations.revoke(row.id()))) {
				Notices.success(getTranslation("clientportal.invitations.withdrawn", row.email()));
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

	@Override
	public String pageName() {
		return getTranslation("clientportal.invitations.title");
	}

	private String when(Instant at) {
		return LocaleFormats.of(getLocale()).instant(at, UTC);
	}

	private String role(InvitationSummary row) {
		return row.role() == Role.CLIENT_VIEWER ? getTranslation("clientportal.invitations.role.client")
				: getTranslation("clientportal.invitations.role.manager");
	}

	private String label(InvitationStatus status) {
		return switch (status) {
			case PENDING -> getTranslation("clientportal.invitations.status.pending");
			case ACCEPTED -> getTranslation("clientportal.invitations.status.accepted");
			case EXPIRED -> getTranslation("clientportal.invitations.status.expired");
			case REVOKED -> getTranslation("clientportal.invitations.status.revoked");
			case UNKNOWN -> "";
		};
	}

}

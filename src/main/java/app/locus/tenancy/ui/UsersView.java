package app.locus.tenancy.ui;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.PasswordPolicy;
import app.locus.tenancy.IssuedReset;
import app.locus.tenancy.NewUser;
import app.locus.tenancy.PasswordResetService;
import app.locus.tenancy.UserRow;
import app.locus.tenancy.UserService;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.EmailField;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins create users, set their role and workspaces, and disable or enable them.
 */
@Route(value = TenancyNavigation.USERS_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class UsersView extends Main implements NamedPage {

	private final transient UserService users;

	private final transient WorkspaceService workspaces;

	private final Grid<UserRow> grid = new DirectRowsGrid<>();

	private final Button edit = new Button(getTranslation("tenancy.users.edit"));

	private final Button disable = new Button(getTranslation("tenancy.users.disable"));

	private final Button enable = new Button(getTranslation("tenancy.users.enable"));

	private final Button reset = new Button(getTranslation("tenancy.users.reset"));

	private final transient PasswordResetService resets;

	UsersView(UserService users, WorkspaceService workspaces, PasswordResetService resets) {
		this.users = users;
		this.workspaces = workspaces;
		this.resets = resets;
		getStyle().set("padding", "var(--lumo-space-l)");

		Button create = new Button(getTranslation("tenancy.users.new"), event -> openCreate());
		create.setId("new-user");
		create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);

		grid.setId("users-grid");
		GridColumns.text(grid, UserRow::email)
			.setHeader(getTranslation("tenancy.users.email"))
			.setKey("email")
			.setFlexGrow(2);
		GridColumns.text(grid, UserRow::displayName)
			.setHeader(getTranslation("tenancy.users.column.name"))
			.setKey("name")
			.setFlexGrow(2);
		grid.addColumn(row -> roleLabel(row.role()))
			.setHeader(getTranslation("tenancy.users.role"))
			.setKey("role")
			.setAutoWidth(true);
		GridColumns.text(grid, this::workspaceLabel)
			.setHeader(getTranslation("tenancy.users.workspaces"))
			.setKey("workspaces")
			.setFlexGrow(3);
		grid.addColumn(this::status)
			.setHeader(getTranslation("tenancy.users.column.status"))
			.setKey("status")
			.setAutoWidth(true);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<UserRow>folded(UserRow::email,
							List.of(UserRow::displayName, row -> roleLabel(row.role()), this::status),
							List.of(this::workspaceLabel)))
					.setHeader(getTranslation("tenancy.users.column.folded"))
					.setKey("folded"));
		grid.addSelectionListener(event -> showActions(event.getFirstSelectedItem()));

		edit.setId("edit-user");
		edit.addClickListener(event -> selected().ifPresent(this::openEdit));
		disable.setId("disable-user");
		disable.addThemeVariants(ButtonVariant.LUMO_ERROR);
		disable.addClickListener(event -> selected().ifPresent(row -> {
			if (ServiceCall.run(() -> users.disable(row.id()))) {
				Notices.success(getTranslation("tenancy.users.disabled", row.email()));
				load();
			}
		}));
		enable.setId("enable-user");
		enable.addClickListener(event -> selected().ifPresent(row -> {
			if (ServiceCall.run(() -> users.enable(row.id()))) {
				Notices.success(getTranslation("tenancy.users.enabled", row.email()));
				load();
			}
		}));

		reset.setId("reset-user");
		reset.addClickListener(event -> selected().ifPresent(row -> {
			IssuedReset[] issued = new IssuedReset[1];
			if (ServiceCall.run(() -> issued[0] = resets.issue(row.id()))) {
				showReset(issued[0]);
			}
		}));

		add(new H2(getTranslation("tenancy.users.title")), new HorizontalLayout(create, edit, disable, enable, reset),
				grid);
		load();
	}

	private Optional<UserRow> selected() {
		return grid.getSelectedItems().stream().findFirst();
	}

	private void showActions(Optional<UserRow> row) {
		edit.setEnabled(row.isPresent());
		disable.setEnabled(row.map(UserRow::enabled).orElse(false));
		enable.setEnabled(row.map(r -> !r.enabled()).orElse(false));
		reset.setEnabled(row.map(UserRow::enabled).orElse(false));
	}

	/**
	 * The link once (or that it was mailed): it is never stored, so never shown again.
	 */
	private void showReset(IssuedReset issued) {
		if (issued.mailed()) {
			Notices.success(getTranslation("tenancy.users.reset.mailed", issued.email()));
			return;
		}
		Dialog dialog = new Dialog(getTranslation("tenancy.users.reset.title", issued.email()));
		TextField link = new TextField(getTranslation("tenancy.users.reset.link"));
		link.setId("reset-link");
		link.setReadOnly(true);
		link.setValue(issued.link());
		link.setWidth("36rem");
		link.setHelperText(getTranslation("tenancy.users.reset.help"));
		Button copy = new Button(getTranslation("tenancy.users.reset.copy"), event -> {
			link.getElement().executeJs("navigator.clipboard.writeText($0)", issued.link());
			Notices.success(getTranslation("tenancy.users.reset.copied"));
		});
		dialog.add(link);
		dialog.getFooter().add(copy, new Button(getTranslation("tenancy.users.reset.close"), event -> dialog.close()));
		dialog.open();
	}

	private void load() {
		grid.setItems(users.agencyUsers());
		showActions(Optional.empty());
	}

	private void openCreate() {
		Dialog dialog = new Dialog(getTranslation("tenancy.users.new.title"));
		EmailField email = new EmailField(getTranslation("tenancy.users.email"));
		email.setId("new-user-email");
		TextField name = new TextField(getTranslation("tenancy.users.display-name"));
		name.setId("new-user-name");
		Select<Role> role = roleSelect("new-user-role");
		PasswordField password = new PasswordField(getTranslation("tenancy.users.initial-password"));
		password.setId("new-user-password");
		password.setHelperText(getTranslation("tenancy.users.initial-password.help", PasswordPolicy.MIN_LENGTH));
		MultiSelectComboBox<WorkspaceSummary> assigned = workspacePicker("new-user-workspaces", role);
		List.of(email, name, password).forEach(field -> field.setManualValidation(true));

		Button save = new Button(getTranslation("tenancy.users.create"), event -> {
			NewUser user = new NewUser(email.getValue(), name.getValue(), role.getValue(), password.getValue(),
					ids(assigned.getValue()));
			if (ServiceCall.run(Map.of("email", email, "displayName", name, "role", role, "password", password),
					() -> users.create(user))) {
				dialog.close();
				Notices.success(getTranslation("tenancy.users.created", user.email().strip()));
				load();
			}
		});
		save.setId("new-user-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		dialog.add(new FormLayout(email, name, role, password, assigned));
		dialog.getFooter().add(new Button(getTranslation("tenancy.cancel"), event -> dialog.close()), save);
		dialog.open();
	}

	private void openEdit(UserRow row) {
		Dialog dialog = new Dialog(getTranslation("tenancy.users.access.title", row.email()));
		Select<Role> role = roleSelect("edit-user-role");
		role.setValue(row.role());
		MultiSelectComboBox<WorkspaceSummary> assigned = workspacePicker("edit-user-workspaces", role);
		Set<WorkspaceId> current = ids(Set.copyOf(row.workspaces()));
		assigned.setValue(assigned.getListDataView()
			.getItems()
			.filter(workspace -> current.contains(workspace.id()))
			.collect(Collectors.toSet()));

		Button save = new Button(getTranslation("common.save"), event -> {
			boolean saved = ServiceCall.run(Map.of("role", role), () -> {
				users.changeRole(row.id(), role.getValue());
				users.assignWorkspaces(row.id(), ids(assigned.getValue()));
			});
			if (saved) {
				dialog.close();
				Notices.success(getTranslation("tenancy.users.access.saved", row.email()));
				load();
			}
		});
		save.setId("edit-user-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		dialog.add(new FormLayout(role, assigned));
		dialog.getFooter().add(new Button(getTranslation("tenancy.cancel"), event -> dialog.close()), save);
		dialog.open();
	}

	private Select<Role> roleSelect(String id) {
		Select<Role> role = new Select<>();
		role.setLabel(getTranslation("tenancy.users.role"));
		role.setId(id);
		role.setItems(Role.values());
		role.setItemLabelGenerator(this::roleLabel);
		return role;
	}

	private MultiSelectComboBox<WorkspaceSummary> workspacePicker(String id, Select<Role> role) {
		MultiSelectComboBox<WorkspaceSummary> picker = new MultiSelectComboBox<>(
				getTranslation("tenancy.users.workspaces"));
		picker.setId(id);
		picker.setItems(workspaces.visibleWorkspaces());
		picker.setItemLabelGenerator(WorkspaceSummary::name);
		role.addValueChangeListener(event -> picker.setHelperText(
				event.getValue() == Role.AGENCY_ADMIN ? getTranslation("tenancy.users.admin-sees-all") : null));
		return picker;
	}

	private String status(UserRow row) {
		return getTranslation(row.enabled() ? "tenancy.users.status.active" : "tenancy.users.status.disabled");
	}

	/** How a role reads on screen. */
	private String roleLabel(Role role) {
		return getTranslation(switch (role) {
			case AGENCY_ADMIN -> "tenancy.role.agency-admin";
			case ACCOUNT_MANAGER -> "tenancy.role.account-manager";
			case CLIENT_VIEWER -> "tenancy.role.client-viewer";
		});
	}

	private String workspaceLabel(UserRow row) {
		if (row.role() == Role.AGENCY_ADMIN) {
			return getTranslation("tenancy.users.all-workspaces");
		}
		return row.workspaces().stream().map(WorkspaceSummary::name).collect(Collectors.joining(", "));
	}

	@Override
	public String pageName() {
		return getTranslation("tenancy.users.title");
	}

	private static Set<WorkspaceId> ids(Set<WorkspaceSummary> selected) {
		return selected.stream().map(WorkspaceSummary::id).collect(Collectors.toSet());
	}

}

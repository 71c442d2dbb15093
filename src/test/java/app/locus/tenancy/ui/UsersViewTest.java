package app.locus.tenancy.ui;

import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.security.LocusUser;
import app.locus.security.repository.AccountRepository;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.UserRow;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.EmailField;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

class UsersViewTest extends UiTest {

	@Autowired
	AccountRepository accounts;

	TestAgency agency;

	WorkspaceId bakery;

	WorkspaceId dental;

	LocusUser manager;

	@BeforeEach
	void signInAsAdmin() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		dental = agency.workspace("Dental");
		manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/users");
	}

	@Test
	void the_list_shows_the_agencys_users_only() {
		LocusUser stranger = tenants.agency().user(Role.AGENCY_ADMIN);

		assertThat(rows()).extracting(UserRow::email).contains(manager.email()).doesNotContain(stranger.email());
	}

	@Test
	void an_admin_creates_a_client_viewer_for_one_workspace() {
		String email = "bea." + WorkspaceId.random() + "@bluebottle.test";
		_click(byId(Button.class, "new-user"));
		_setValue(byId(EmailField.class, "new-user-email"), email);
		_setValue(byId(TextField.class, "new-user-name"), "Bea Baker");
		_setValue(roleSelect("new-user-role"), Role.CLIENT_VIEWER);
		_setValue(byId(PasswordField.class, "new-user-password"), "bluebottle-client-1");
		MultiSelectComboBox<WorkspaceSummary> workspaces = workspacePicker("new-user-workspaces");
		_setValue(workspaces, Set.of(summary(workspaces, bakery)));
		_click(byId(Button.class, "new-user-save"));

		UserRow created = rows().stream().filter(row -> row.email().equals(email)).findFirst().orElseThrow();
		assertThat(created.role()).isEqualTo(Role.CLIENT_VIEWER);
		assertThat(created.workspaces()).extracting(WorkspaceSummary::id).containsExactly(bakery);
		assertThat(present("new-user-save")).as("dialog closed").isFalse();
	}

	@Test
	void an_invalid_new_user_shows_a_message_on_each_bad_field() {
		_click(byId(Button.class, "new-user"));
		_setValue(byId(EmailField.class, "new-user-email"), "not an email");
		_setValue(byId(PasswordField.class, "new-user-password"), "short");
		_click(byId(Button.class, "new-user-save"));

		assertThat(byId(EmailField.class, "new-user-email").getErrorMessage()).contains("e-mail address");
		assertThat(byId(TextField.class, "new-user-name").getErrorMessage()).isEqualTo("Display name is required.");
		assertThat(roleSelect("new-user-role").getErrorMessage()).isEqualTo("Choose a role.");
		assertThat(byId(PasswordField.class, "new-user-password").getErrorMessage()).contains("at least 12");
		assertThat(present("new-user-save")).as("dialog stays open").isTrue();
	}

	@Test
	void an_admin_disables_a_user_and_their_sessions_end() {
		grid().select(row(manager));
		_click(byId(Button.class, "disable-user"));

		assertThat(row(manager).enabled()).isFalse();
		assertThat(accounts.standing(agency.id(), manager.id()).orElseThrow().allows(java.time.Instant.now()))
			.isFalse();

		grid().select(row(manager));
		_click(byId(Button.class, "enable-user"));
		assertThat(row(manager).enabled()).isTrue();
	}

	@Test
	void an_admin_changes_a_users_role_and_workspaces() {
		grid().select(row(manager));
		_click(byId(Button.class, "edit-user"));
		_setValue(roleSelect("edit-user-role"), Role.CLIENT_VIEWER);
		MultiSelectComboBox<WorkspaceSummary> workspaces = workspacePicker("edit-user-workspaces");
		assertThat(workspaces.getValue()).extracting(WorkspaceSummary::id).containsExactly(bakery);
		_setValue(workspaces, Set.of(summary(workspaces, dental)));
		_click(byId(Button.class, "edit-user-save"));

		assertThat(row(manager).role()).isEqualTo(Role.CLIENT_VIEWER);
		assertThat(row(manager).workspaces()).extracting(WorkspaceSummary::id).containsExactly(dental);
	}

	@Test
	void on_a_phone_the_table_folds_into_one_column_that_holds_the_whole_row() {
		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(WindowWidth.visibleColumnKeys(grid())).containsExactly("folded");
		assertThat(_getFormatted(grid().getColumnByKey("folded"), row(manager))).contains(manager.email(),
				"Account manager", "Active", "Bakery");

		WindowWidth.resizeTo(WindowWidth.LAPTOP);

		assertThat(WindowWidth.visibleColumnKeys(grid())).containsExactly("email", "name", "role", "workspaces",
				"status");
	}

	@Test
	void on_a_laptop_cut_e_mails_and_workspaces_show_whole_on_hover() {
		assertThat(WindowWidth.tooltip(grid().getColumnByKey("email"), row(manager))).isEqualTo(manager.email());
		assertThat(WindowWidth.tooltip(grid().getColumnByKey("workspaces"), row(manager))).startsWith("Bakery")
			.doesNotContain(",");
	}

	@SuppressWarnings("unchecked")
	private static Grid<UserRow> grid() {
		return byId(Grid.class, "users-grid");
	}

	private static List<UserRow> rows() {
		return gridRows("users-grid");
	}

	private static UserRow row(LocusUser user) {
		return rows().stream().filter(row -> row.id().equals(user.id())).findFirst().orElseThrow();
	}

	@SuppressWarnings("unchecked")
	private static Select<Role> roleSelect(String id) {
		return byId(Select.class, id);
	}

	@SuppressWarnings("unchecked")
	private static MultiSelectComboBox<WorkspaceSummary> workspacePicker(String id) {
		return byId(MultiSelectComboBox.class, id);
	}

	private static WorkspaceSummary summary(MultiSelectComboBox<WorkspaceSummary> picker, WorkspaceId id) {
		return picker.getListDataView().getItems().filter(item -> item.id().equals(id)).findFirst().orElseThrow();
	}

}

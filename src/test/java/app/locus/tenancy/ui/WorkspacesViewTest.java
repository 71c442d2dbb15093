package app.locus.tenancy.ui;

import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.WorkspaceRow;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class WorkspacesViewTest extends UiTest {

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void signInAsAdmin() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		agency.workspace("Dental");
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/workspaces");
	}

	@Test
	void an_admin_creates_a_workspace_and_it_appears_in_the_list_and_the_switcher() {
		_setValue(byId(TextField.class, "new-workspace-name"), "Harbor Dental");
		_click(byId(Button.class, "create-workspace"));

		assertThat(rows()).extracting(WorkspaceRow::name).contains("Harbor Dental");
		assertThat(switcherNames()).contains("Harbor Dental");
		assertThat(byId(TextField.class, "new-workspace-name").getValue()).isEmpty();
	}

	@Test
	void a_blank_name_is_refused_with_the_message_on_the_field() {
		_setValue(byId(TextField.class, "new-workspace-name"), "   ");
		_click(byId(Button.class, "create-workspace"));

		TextField name = byId(TextField.class, "new-workspace-name");
		assertThat(name.isInvalid()).isTrue();
		assertThat(name.getErrorMessage()).isEqualTo("Name is required.");
	}

	@Test
	void an_admin_renames_archives_and_restores_a_workspace() {
		grid().select(row(bakery));
		_click(byId(Button.class, "rename-workspace"));
		_setValue(byId(TextField.class, "rename-workspace-name"), "Blue Bottle Bakery");
		_click(byId(Button.class, "rename-workspace-save"));
		assertThat(row(bakery).name()).isEqualTo("Blue Bottle Bakery");

		grid().select(row(bakery));
		_click(byId(Button.class, "archive-workspace"));
		assertThat(row(bakery).archived()).isTrue();
		assertThat(switcherNames()).doesNotContain("Blue Bottle Bakery");

		grid().select(row(bakery));
		_click(byId(Button.class, "restore-workspace"));
		assertThat(row(bakery).archived()).isFalse();
		assertThat(switcherNames()).contains("Blue Bottle Bakery");
	}

	@SuppressWarnings("unchecked")
	@Test
	void on_a_phone_the_table_folds_into_one_column_that_holds_the_whole_row() {
		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(WindowWidth.visibleColumnKeys(grid())).containsExactly("folded");
		assertThat(_getFormatted(grid().getColumnByKey("folded"), row(bakery))).contains("Bakery", "Active",
				"people assigned");

		WindowWidth.resizeTo(WindowWidth.LAPTOP);

		assertThat(WindowWidth.visibleColumnKeys(grid())).containsExactly("name", "status", "members", "created");
	}

	@Test
	void on_a_laptop_a_cut_name_shows_whole_on_hover() {
		assertThat(WindowWidth.tooltip(grid().getColumnByKey("name"), row(bakery))).startsWith("Bakery")
			.isEqualTo(row(bakery).name());
	}

	private static Grid<WorkspaceRow> grid() {
		return byId(Grid.class, "workspaces-grid");
	}

	private static List<WorkspaceRow> rows() {
		return gridRows("workspaces-grid");
	}

	private static WorkspaceRow row(WorkspaceId id) {
		return rows().stream().filter(row -> row.id().equals(id)).findFirst().orElseThrow();
	}

	@SuppressWarnings("unchecked")
	private static List<String> switcherNames() {
		Select<WorkspaceSummary> switcher = byId(Select.class, "workspace-switcher");
		return switcher.getListDataView().getItems().map(WorkspaceSummary::name).toList();
	}

}

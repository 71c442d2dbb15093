package app.locus.audit.ui;

import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.audit.AuditRecord;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.WorkspaceRow;
import app.locus.tenancy.WorkspaceService;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

class AuditViewTest extends UiTest {

	@Autowired
	WorkspaceService workspaces;

	TestAgency agency;

	LocusUser admin;

	WorkspaceId bakery;

	WorkspaceId dental;

	@BeforeEach
	void someWrites() {
		agency = tenants.agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		signInAs(admin);
		bakery = workspaces.create("Bakery");
		dental = workspaces.create("Dental");
		workspaces.rename(bakery, "Blue Bottle Bakery");
		TestAgency other = tenants.agency();
		other.workspace("Elsewhere");
		navigate("agency/audit");
	}

	@Test
	void the_trail_lists_the_agencys_writes_newest_first_and_nothing_of_other_agencies() {
		List<AuditRecord> rows = rows();

		assertThat(rows).extracting(AuditRecord::action)
			.startsWith("workspace.renamed", "workspace.created", "workspace.created");
		assertThat(rows).extracting(AuditRecord::target).doesNotContain("Elsewhere");
		assertThat(rows.get(0).actorEmail()).isEqualTo(admin.email());
		assertThat(rows.get(0).outcome()).isEqualTo("SUCCESS");
		assertThat(rows.get(0).details()).isEqualTo("was: Bakery");
	}

	@Test
	void filters_narrow_the_trail_by_workspace_action_actor_and_day() {
		_setValue(workspaceFilter(),
				workspaceFilter().getListDataView()
					.getItems()
					.filter(row -> row.id().equals(dental))
					.findFirst()
					.orElseThrow());
		assertThat(rows()).extracting(AuditRecord::action).containsExactly("workspace.created");

		_setValue(workspaceFilter(), null);
		_setValue(actionFilter(), "workspace.renamed");
		assertThat(rows()).extracting(AuditRecord::target).containsExactly("Blue Bottle Bakery");

		_setValue(actionFilter(), null);
		_setValue(byId(TextField.class, "audit-filter-actor"), "nobody-at-all");
		assertThat(rows()).isEmpty();

		_setValue(byId(TextField.class, "audit-filter-actor"), "");
		LocalDate tomorrow = LocalDate.now(ZoneOffset.UTC).plusDays(1);
		_setValue(byId(DatePicker.class, "audit-filter-from"), tomorrow);
		assertThat(rows()).isEmpty();
	}

	@Test
	void the_workspace_filter_offers_only_the_agencys_workspaces() {
		assertThat(workspaceFilter().getListDataView().getItems().map(WorkspaceRow::id))
			.containsExactlyInAnyOrder(bakery, dental);
	}

	@Test
	void on_a_phone_the_trail_folds_into_one_column_that_holds_the_whole_event() {
		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(WindowWidth.visibleColumnKeys(grid())).containsExactly("folded");
		assertThat(_getFormatted(grid().getColumnByKey("folded"), rows().get(0))).contains("Workspace renamed",
				admin.email(), "Blue Bottle Bakery", "Success", "was: Bakery");

		WindowWidth.resizeTo(WindowWidth.LAPTOP);

		assertThat(WindowWidth.visibleColumnKeys(grid())).containsExactly("when", "actor", "workspace", "action",
				"target", "outcome", "details");
	}

	@Test
	void on_a_laptop_a_cut_workspace_target_or_detail_shows_whole_on_hover() {
		AuditRecord renamed = rows().get(0);

		assertThat(WindowWidth.tooltip(grid().getColumnByKey("workspace"), renamed)).isEqualTo("Blue Bottle Bakery");
		assertThat(WindowWidth.tooltip(grid().getColumnByKey("target"), renamed)).isEqualTo("Blue Bottle Bakery");
		assertThat(WindowWidth.tooltip(grid().getColumnByKey("details"), renamed)).isEqualTo("was: Bakery");
	}

	@SuppressWarnings("unchecked")
	private static Grid<AuditRecord> grid() {
		return byId(Grid.class, "audit-grid");
	}

	private static List<AuditRecord> rows() {
		return gridRows("audit-grid");
	}

	@SuppressWarnings("unchecked")
	private static ComboBox<WorkspaceRow> workspaceFilter() {
		return byId(ComboBox.class, "audit-filter-workspace");
	}

	@SuppressWarnings("unchecked")
	private static ComboBox<String> actionFilter() {
		return byId(ComboBox.class, "audit-filter-action");
	}

}

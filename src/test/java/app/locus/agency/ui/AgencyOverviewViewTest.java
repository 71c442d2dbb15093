package app.locus.agency.ui;

import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import app.locus.agency.ClientRow;
import app.locus.agency.OverviewRows;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridSortOrder;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.provider.SortDirection;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class AgencyOverviewViewTest extends UiTest {

	@Autowired
	DSLContext db;

	TestAgency agency;

	WorkspaceId alerted;

	WorkspaceId quiet;

	WorkspaceId pending;

	@BeforeEach
	void threeClients() {
		agency = tenants.agency();
		alerted = agency.workspace("Alerted");
		quiet = agency.workspace("Quiet");
		pending = agency.workspace("Pending");
		new OverviewRows(db, agency.id(), alerted).guard("alert").guard("alert");
		new OverviewRows(db, agency.id(), pending).proposal("PENDING", Instant.now().plus(Duration.ofDays(2)));
	}

	@Test
	void admins_and_managers_land_on_the_overview_and_client_viewers_on_their_portal() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, alerted, quiet));
		navigate("");
		assertThat(names()).hasSize(2);

		signInAs(agency.user(Role.CLIENT_VIEWER, alerted));
		navigate("");
		assertThat(present("overview-grid")).isFalse();
	}

	@Test
	void sorting_by_guard_alerts_puts_the_alerted_client_first() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/overview");
		Grid<ClientRow> grid = grid();

		grid.sort(List.of(new GridSortOrder<>(grid.getColumnByKey("guard"), SortDirection.DESCENDING)));
		assertThat(rows().get(0).workspace()).isEqualTo(alerted);

		grid.sort(List.of(new GridSortOrder<>(grid.getColumnByKey("approvals"), SortDirection.DESCENDING)));
		assertThat(rows().get(0).workspace()).isEqualTo(pending);

		grid.sort(List.of(new GridSortOrder<>(grid.getColumnByKey("client"), SortDirection.ASCENDING)));
		assertThat(rows()).extracting(ClientRow::workspace).containsExactly(alerted, pending, quiet);
	}

	@Test
	void filtering_by_name_and_by_a_count_column_keeps_the_matching_clients() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/overview");

		byId(TextField.class, "filter-client").setValue("quie");
		assertThat(rows()).extracting(ClientRow::workspace).containsExactly(quiet);

		byId(TextField.class, "filter-client").clear();
		select("filter-guard").setValue("Some");
		assertThat(rows()).extracting(ClientRow::workspace).containsExactly(alerted);

		select("filter-guard").setValue("None");
		assertThat(rows()).extracting(ClientRow::workspace).containsExactlyInAnyOrder(quiet, pending);

		select("filter-approvals").setValue("Some");
		assertThat(rows()).extracting(ClientRow::workspace).containsExactly(pending);
	}

	@Test
	void each_figure_links_to_the_page_that_deals_with_it() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/overview");
		Grid<ClientRow> grid = grid();
		grid.sort(List.of(new GridSortOrder<>(grid.getColumnByKey("guard"), SortDirection.DESCENDING)));

		assertThat(href("client")).isEqualTo("w/" + alerted + "/dashboard");
		assertThat(href("guard")).isEqualTo("w/" + alerted + "/guard");
		assertThat(href("approvals")).isEqualTo("w/" + alerted + "/approvals");
		assertThat(href("credits")).isEqualTo("w/" + alerted + "/credits");
		assertThat(href("next-run")).isEqualTo("w/" + alerted + "/calendar");
		assertThat(href("last-scan")).isEqualTo("w/" + alerted + "/reports");
		assertThat(href("keys")).isEqualTo("w/" + alerted + "/settings/keys");
	}

	@Test
	void the_count_columns_failed_scans_among_them_are_right_aligned() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/overview");

		assertThat(List.of("guard", "approvals", "scans", "keys")).allSatisfy(
				key -> assertThat(grid().getColumnByKey(key).getTextAlign()).as(key).isEqualTo(ColumnTextAlign.END));
	}

	@Test
	void a_manager_sees_no_other_managers_clients() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, quiet);
		signInAs(manager);
		navigate("agency/overview");

		assertThat(rows()).extracting(ClientRow::workspace).containsExactly(quiet);
	}

	@Test
	void on_a_phone_each_client_keeps_its_name_and_its_figures_fold_into_one_column() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/overview");
		ClientRow alertedRow = rows().stream().filter(row -> row.workspace().equals(alerted)).findFirst().orElseThrow();

		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(WindowWidth.visibleColumnKeys(grid())).containsExactly("client", "folded");
		assertThat(_getFormatted(grid().getColumnByKey("folded"), alertedRow)).contains("SoLV –", "last scan Never",
				"next run None planned", "2 guard alerts");

		WindowWidth.resizeTo(WindowWidth.LAPTOP);

		assertThat(WindowWidth.visibleColumnKeys(grid())).hasSize(11).doesNotContain("folded");
	}

	private String href(String column) {
		Component cell = GridKt._getCellComponent(grid(), 0, column);
		assertThat(cell).as(column).isNotInstanceOf(Span.class);
		return ((Anchor) cell).getHref();
	}

	@SuppressWarnings("unchecked")
	private static Grid<ClientRow> grid() {
		return byId(Grid.class, "overview-grid");
	}

	@SuppressWarnings("unchecked")
	private static Select<String> select(String id) {
		return byId(Select.class, id);
	}

	private static List<ClientRow> rows() {
		return gridRows("overview-grid");
	}

	private static List<String> names() {
		return rows().stream().map(ClientRow::name).toList();
	}

}

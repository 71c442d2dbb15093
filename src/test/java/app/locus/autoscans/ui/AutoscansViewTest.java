package app.locus.autoscans.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Set;

import app.locus.autoscans.repository.AutoscanRepository;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.api.autoscans.Autoscan;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.IntegerField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The scheduled-scan page over the real gateway and the simulator. */
class AutoscansViewTest extends UiTest {

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	AutoscanRepository stored;

	TestAgency agency;

	WorkspaceId workspace;

	AccountHandle account;

	@BeforeEach
	void fiveScheduledScans() {
		agency = tenants.agency();
		workspace = agency.workspace("Bakery");
		account = simulator.createAccount("Autoscan view test", 500);
		Instant next = Instant.now().truncatedTo(ChronoUnit.HOURS).plus(Duration.ofDays(3));
		for (int i = 1; i <= 5; i++) {
			account.scheduleScan("Scan " + i, DemoData.BLUE_BOTTLE_DIVISION, "keyword " + i, 5,
					i == 5 ? "apple" : "google", "weekly", next, i % 2 == 0);
		}
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(workspace, "Simulator", account.key(), null);
		TestTenants.signOut();
	}

	private int listingCalls() {
		return simulator.calls().count("/v1/autoscans", account.id());
	}

	private static int rows() {
		@SuppressWarnings("unchecked")
		Grid<Autoscan> grid = byId(Grid.class, "autoscans-grid");
		return GridKt._size(grid);
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_each_scheduled_scan_folds_into_one_cell_with_its_cost() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace + "/autoscans");
		Grid<Autoscan> grid = byId(Grid.class, "autoscans-grid");

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("folded");
		assertThat(GridKt._getFormatted(grid.getColumnByKey("folded"), scan(1))).contains("Scan 1", "keyword 1",
				"5 × 5", "credits per run: 25 (google)");
	}

	@Test
	@SuppressWarnings("unchecked")
	void a_client_viewers_folded_scan_holds_no_credits() {
		signInAs(agency.user(Role.CLIENT_VIEWER, workspace));
		navigate("w/" + workspace + "/autoscans");
		Grid<Autoscan> grid = byId(Grid.class, "autoscans-grid");

		resizeWindow(390);

		assertThat(GridKt._getFormatted(grid.getColumnByKey("folded"), scan(1))).contains("Scan 1")
			.doesNotContain("credits");
	}

	@Test
	@SuppressWarnings("unchecked")
	void text_cut_short_on_a_laptop_shows_whole_on_hover() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace + "/autoscans");
		Grid<Autoscan> grid = byId(Grid.class, "autoscans-grid");

		assertThat(tooltip(grid, "Name", scan(1))).isEqualTo("Scan 1");
		assertThat(tooltip(grid, "Keyword", scan(1))).isEqualTo("keyword 1");
		assertThat(tooltip(grid, "Credits per run", scan(1))).isEqualTo("25 (google)");
	}

	private Autoscan scan(int number) {
		return this.<Autoscan>gridRows("autoscans-grid")
			.stream()
			.filter(scan -> ("Scan " + number).equals(scan.nickname()))
			.findFirst()
			.orElseThrow();
	}

	@Test
	void load_more_appends_the_next_page_and_never_fetches_a_shown_page_again() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace + "/autoscans");
		byId(IntegerField.class, "filter-page-size").setValue(2);
		_click(byId(Button.class, "autoscans-search"));
		int before = listingCalls();
		assertThat(rows()).isEqualTo(2);
		assertThat(byId(Paragraph.class, "autoscans-summary").getText()).isEqualTo("Showing 2 of 5 scheduled scans.");

		_click(byId(Button.class, "autoscans-more"));
		_click(byId(Button.class, "autoscans-more"));

		assertThat(rows()).isEqualTo(5);
		assertThat(listingCalls() - before).isEqualTo(2);
		assertThat(present("autoscans-more")).isFalse();
	}

	@Test
	void the_filters_reach_the_service() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/autoscans");
		@SuppressWarnings("unchecked")
		MultiSelectComboBox<String> platforms = byId(MultiSelectComboBox.class, "filter-platforms");
		platforms.setValue(Set.of("apple"));

		_click(byId(Button.class, "autoscans-search"));

		assertThat(this.<Autoscan>gridRows("autoscans-grid")).extracting(Autoscan::nickname).containsExactly("Scan 5");
	}

	@Test
	void refused_filters_are_shown_on_their_fields_and_nothing_is_sent() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/autoscans");
		int before = listingCalls();
		byId(IntegerField.class, "filter-grid").setValue(4);
		byId(DatePicker.class, "filter-next-run-from").setValue(LocalDate.of(2026, 5, 2));
		byId(DatePicker.class, "filter-next-run-to").setValue(LocalDate.of(2026, 5, 1));
		byId(IntegerField.class, "filter-page-size").setValue(500);

		_click(byId(Button.class, "autoscans-search"));

		assertThat(byId(IntegerField.class, "filter-grid").isInvalid()).isTrue();
		assertThat(byId(IntegerField.class, "filter-grid").getErrorMessage())
			.isEqualTo("Grid size must be an odd number from 3 to 21.");
		assertThat(byId(DatePicker.class, "filter-next-run-to").isInvalid()).isTrue();
		assertThat(byId(IntegerField.class, "filter-page-size").isInvalid()).isTrue();
		assertThat(listingCalls()).isEqualTo(before);
	}

	@Test
	void a_client_viewer_reads_the_listing_but_gets_no_refresh() {
		signInAs(agency.user(Role.CLIENT_VIEWER, workspace));
		navigate("w/" + workspace + "/autoscans");

		assertThat(rows()).isEqualTo(5);
		assertThat(present("autoscans-refresh")).isFalse();
	}

	@Test
	void an_admin_refreshes_the_calendars_copy() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/autoscans");

		_click(byId(Button.class, "autoscans-refresh"));

		assertThat(stored.list(workspace)).hasSize(5);
	}

	@Test
	void another_agencys_workspace_is_not_found() {
		signInAs(tenants.agency().user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/autoscans");

		assertNotFoundPage();
	}

}

package app.locus.locations.ui;

import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.locations.LocationCandidate;
import app.locus.locations.SavedLocation;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.LatLng;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class LocationsViewTest extends UiTest {

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void aWorkspace() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
	}

	void openAs(Role role) {
		signInAs(agency.user(role, bakery));
		navigate("w/" + bakery + "/locations");
	}

	@Test
	void the_page_says_a_location_must_be_saved_before_it_can_be_scanned() {
		openAs(Role.ACCOUNT_MANAGER);

		assertThat(byId(Paragraph.class, "save-first-note").getText())
			.isEqualTo("A location must be saved here before it can be scanned or used in a campaign.");
		assertThat(present("filter-gbp-linked")).isTrue();
		assertThat(byId(Div.class, "search-section").isVisible()).isTrue();
	}

	@Test
	void a_client_viewer_sees_the_saved_locations_but_cannot_search_or_add() {
		openAs(Role.CLIENT_VIEWER);

		assertThat(present("saved-locations")).isTrue();
		assertThat(present("search-section")).isFalse();
	}

	private static final SavedLocation SAVED = new SavedLocation("ChIJsavedBakery", "Blue Bottle Bakery",
			"300 Webster St, Oakland, CA 94607", new LatLng(new BigDecimal("37.7954"), new BigDecimal("-122.2750")),
			new BigDecimal("4.6"), 120, null);

	@Test
	void on_a_phone_the_saved_locations_fold_into_one_column_that_holds_the_whole_row() {
		openAs(Role.CLIENT_VIEWER);

		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(saved().getColumns().stream().filter(Grid.Column::isVisible).toList())
			.containsExactly(saved().getColumnByKey("folded"));
		// a client viewer's row holds everything but the agency's working data (DD198)
		assertThat(_getFormatted(saved().getColumnByKey("folded"), SAVED))
			.contains("Blue Bottle Bakery", "300 Webster St, Oakland, CA 94607", "Rated 4.6 from 120 reviews")
			.doesNotContain("37.7954", "ChIJsavedBakery");
	}

	@Test
	void on_a_laptop_a_cut_name_or_address_shows_whole_on_hover() {
		openAs(Role.ACCOUNT_MANAGER);

		assertThat(WindowWidth.tooltip(saved().getColumns().get(0), SAVED)).isEqualTo("Blue Bottle Bakery");
		assertThat(WindowWidth.tooltip(saved().getColumns().get(1), SAVED))
			.isEqualTo("300 Webster St, Oakland, CA 94607");
	}

	@Test
	void on_a_phone_a_search_result_keeps_its_add_button_beside_the_folded_column() {
		openAs(Role.ACCOUNT_MANAGER);
		@SuppressWarnings("unchecked")
		Grid<LocationCandidate> results = byId(Grid.class, "search-results");

		WindowWidth.resizeTo(WindowWidth.PHONE);

		List<Grid.Column<LocationCandidate>> columns = results.getColumns();
		assertThat(columns.stream().filter(Grid.Column::isVisible).toList())
			.containsExactly(results.getColumnByKey("folded"), columns.get(columns.size() - 1));
	}

	@SuppressWarnings("unchecked")
	private static Grid<SavedLocation> saved() {
		return byId(Grid.class, "saved-locations");
	}

}

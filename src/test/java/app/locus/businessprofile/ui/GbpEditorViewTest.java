package app.locus.businessprofile.ui;

import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.locations.SavedLocation;
import app.locus.security.LocusUser;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.credentials.ApiKeyService;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The editor's pages over the real gateway and the simulator. */
class GbpEditorViewTest extends UiTest {

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	WorkspaceId workspace;

	LocusUser viewer;

	@BeforeEach
	void aWorkspaceWithLinkedLocations() {
		TestAgency agency = tenants.agency();
		workspace = agency.workspace("Bakery");
		viewer = agency.user(Role.CLIENT_VIEWER, workspace);
		AccountHandle account = simulator.createAccount("GBP view test", 100);
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, true);
		account.saveLocation(DemoData.PEAK_RINO, true);
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(workspace, "Simulator", account.key(), null);
		TestTenants.signOut();
	}

	@Test
	void the_client_sees_the_linked_locations_and_opens_the_profile_read_only() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/gbp");

		assertThat(this.<SavedLocation>gridRows("gbp-locations")).extracting(SavedLocation::placeId)
			.contains(DemoData.BLUE_BOTTLE_DIVISION, DemoData.PEAK_RINO);
		navigate("w/" + workspace.value() + "/gbp/" + DemoData.BLUE_BOTTLE_DIVISION);

		assertThat(byId(H2.class, "gbp-title").getText()).isEqualTo("Blue Bottle Bakery");
		assertThat(byId(Paragraph.class, "gbp-verification").getText())
			.isEqualTo("Verified: changes reach the public listing.");
		assertThat(present("gbp-control-banner")).isFalse();
		assertThat(present("profile-save")).isFalse();
	}

	@Test
	void a_banner_warns_when_the_merchant_does_not_control_the_profile() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/gbp/" + DemoData.PEAK_RINO);

		assertThat(byId(Div.class, "gbp-control-banner").isVisible()).isTrue();
		assertThat(byId(Div.class, "gbp-control-banner").getText()).contains("does not fully control this profile");
	}

	@Test
	void a_place_that_is_not_linked_is_not_found() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/gbp/ChIJnotLinkedAnywhere000");

		assertNotFoundPage();
	}

	@Test
	void on_a_phone_the_linked_locations_fold_into_one_column_and_on_a_laptop_cut_text_shows_on_hover() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/gbp");
		@SuppressWarnings("unchecked")
		Grid<SavedLocation> grid = byId(Grid.class, "gbp-locations");
		SavedLocation bakery = this.<SavedLocation>gridRows("gbp-locations")
			.stream()
			.filter(row -> row.placeId().equals(DemoData.BLUE_BOTTLE_DIVISION))
			.findFirst()
			.orElseThrow();

		assertThat(WindowWidth.tooltip(grid.getColumns().get(0), bakery)).isEqualTo("Blue Bottle Bakery");
		// a client viewer gets no place-id column (DD198)
		assertThat(grid.getColumnByKey("place-id")).isNull();

		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(grid.getColumns().stream().filter(Grid.Column::isVisible).toList())
			.containsExactly(grid.getColumnByKey("folded"));
		assertThat(_getFormatted(grid.getColumnByKey("folded"), bakery)).contains("Blue Bottle Bakery")
			.doesNotContain(DemoData.BLUE_BOTTLE_DIVISION);
	}

}

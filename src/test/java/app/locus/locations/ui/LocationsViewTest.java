package app.locus.locations.ui;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
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

}

package app.locus.reports.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.ui.UiTest;
import app.locus.reports.ReportLinks;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.checkbox.Checkbox;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class ReportSettingsViewTest extends UiTest {

	@Autowired
	ReportLinks links;

	@Test
	void an_agency_admin_hides_the_dashboard_links_from_client_viewers() {
		TestAgency agency = tenants.agency();
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/report-settings");
		Checkbox shown = byId(Checkbox.class, "dashboard-links-in-portals");
		assertThat(shown.getValue()).as("shown by default").isTrue();

		_setValue(shown, false);

		assertThat(links.shownInPortals()).isFalse();
	}

	@Test
	void a_manager_cannot_open_the_report_settings() {
		TestAgency agency = tenants.agency();
		signInAs(agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery")));
		navigate("agency/report-settings");

		assertNotFoundPage();
	}

}

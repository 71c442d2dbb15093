package app.locus.shell;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.perf.FlowHttpSession;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What the server sends of the side navigation as a person clicks through pages, read
 * from its answers over HTTP: the markup goes with the first page of a workspace and
 * again only when it changes, not with every page (DD169).
 */
@IntegrationTest
class SideNavOverHttpTest {

	private static final String NAV_ITEM = "vaadin-side-nav-item";

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Test
	void the_navigation_is_sent_with_the_first_page_of_a_workspace_and_again_only_for_another_workspace()
			throws Exception {
		TestAgency agency = new TestTenants(provisioning).agency();
		WorkspaceId bakery = agency.workspace("Bakery");
		WorkspaceId florist = agency.workspace("Florist");
		String first;
		String samePlace;
		String otherWorkspace;
		try (CloseableHttpClient http = FlowHttpSession.sharedClient()) {
			FlowHttpSession session = new FlowHttpSession(http, "http://127.0.0.1:" + port);
			session.signIn(agency.user(Role.ACCOUNT_MANAGER, bakery, florist).email(), TestTenants.PASSWORD);
			first = session.navigateAfterInit("w/" + bakery + "/dashboard");
			samePlace = session.navigate("w/" + bakery + "/reports");
			otherWorkspace = session.navigate("w/" + florist + "/dashboard");
		}

		assertThat(first).contains(NAV_ITEM).contains("w/" + bakery + "/reports");
		assertThat(FlowHttpSession.attaches(samePlace, "gallery")).as(samePlace).isTrue();
		assertThat(samePlace).doesNotContain(NAV_ITEM);
		assertThat(otherWorkspace).contains(NAV_ITEM).contains("w/" + florist + "/reports");
	}

}

package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.perf.FlowHttpSession;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A page for agency admins only ({@code @RolesAllowed}), asked for over HTTP through
 * Spring Security's filters, as a browser asks: the admin gets the page, an account
 * manager the not-found page. Over HTTP the roles are read from Spring Security's request
 * wrapper (DD168), a path the browserless UI tests never take.
 */
@IntegrationTest
class RolesAllowedOverHttpTest {

	private static final String ADMIN_ONLY_ROUTE = "agency/settings";

	/** An element of that page (its switch for managers and API keys). */
	private static final String ADMIN_ONLY_ELEMENT = "settings-managers-manage-keys";

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Test
	void an_agency_admin_opens_an_admin_only_page_and_an_account_manager_is_answered_not_found() throws Exception {
		TestAgency agency = new TestTenants(provisioning).agency();

		String admin = answerTo(agency.user(Role.AGENCY_ADMIN).email());
		String manager = answerTo(agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery")).email());

		assertThat(FlowHttpSession.attaches(admin, ADMIN_ONLY_ELEMENT)).as(admin).isTrue();
		assertThat(FlowHttpSession.attaches(manager, ADMIN_ONLY_ELEMENT)).as(manager).isFalse();
		assertThat(FlowHttpSession.attaches(manager, "not-found")).as(manager).isTrue();
	}

	private String answerTo(String email) throws Exception {
		FlowHttpSession session = new FlowHttpSession(FlowHttpSession.sharedClient(), "http://127.0.0.1:" + port);
		session.signIn(email, TestTenants.PASSWORD);
		return session.navigateAfterInit(ADMIN_ONLY_ROUTE);
	}

}

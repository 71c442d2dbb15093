package app.locus.portal;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.TestHosts;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * The invitation link starts with a configured or verified host, never with a host name
 * the admin's request named (DD114): a forged {@code Host} header, or an agency's host
 * that is not verified.
 */
@IntegrationTest
class InvitationLinkHostTest {

	@LocalServerPort
	int port;

	@Autowired
	InvitationService invitations;

	@Autowired
	HostNameService hosts;

	@Autowired
	AgencyProvisioning provisioning;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void anAdmin() {
		agency = new TestTenants(provisioning).agency();
		bakery = agency.workspace("Bakery");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
	}

	@AfterEach
	void reset() {
		RequestContextHolder.resetRequestAttributes();
		TestTenants.signOut();
	}

	@Test
	void a_forged_host_header_does_not_reach_the_link() {
		requestAt("evil.example");

		String link = invite();

		assertThat(link).doesNotContain("evil.example").startsWith("http://localhost:" + port + "/invitation/");
	}

	@Test
	void an_unverified_host_of_the_agency_does_not_reach_the_link() {
		String host = "pending-" + OpaqueId.next().substring(0, 8).toLowerCase() + ".localhost";
		hosts.add(host);
		requestAt(host);

		assertThat(invite()).doesNotContain(host).startsWith("http://localhost:" + port + "/invitation/");
	}

	@Test
	void the_agency_verified_host_starts_the_link_wherever_the_admin_works() {
		String host = "invites-" + OpaqueId.next().substring(0, 8).toLowerCase() + ".localhost";
		TestHosts.addVerified(hosts, host);
		requestAt("evil.example");

		assertThat(invite()).startsWith("http://" + host + ":" + port + "/invitation/");
	}

	private String invite() {
		return invitations.invite(InvitationServiceTest.clientOf(InvitationServiceTest.unique("link"), bakery)).link();
	}

	/** A request as Tomcat hands it on when the Host header names this host. */
	private static void requestAt(String host) {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", "/agency/invitations");
		request.setServerName(host);
		request.addHeader("Host", host);
		RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
	}

}

package app.locus.tenancy;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.fixtures.TestHosts;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * A password reset link starts with a configured or verified host, never with a host name
 * the admin's request named (DD114): whoever forges the Host header of the admin's
 * request must not receive the victim's reset token.
 */
@IntegrationTest
class ResetLinkHostTest {

	@LocalServerPort
	int port;

	@Autowired
	PasswordResetService resets;

	@Autowired
	HostNameService hosts;

	@Autowired
	AgencyProvisioning provisioning;

	LocusUser manager;

	@BeforeEach
	void anAdmin() {
		TestAgency agency = new TestTenants(provisioning).agency();
		manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
	}

	@AfterEach
	void reset() {
		RequestContextHolder.resetRequestAttributes();
		TestTenants.signOut();
	}

	@Test
	void a_forged_host_header_does_not_reach_the_reset_link() {
		requestAt("evil.example");

		assertThat(resets.issue(manager.id()).link()).doesNotContain("evil.example")
			.startsWith("http://localhost:" + port + "/reset/");
	}

	@Test
	void the_agency_verified_host_starts_the_reset_link() {
		String host = "resets-" + OpaqueId.next().substring(0, 8).toLowerCase() + ".localhost";
		TestHosts.addVerified(hosts, host);
		requestAt("evil.example");

		assertThat(resets.issue(manager.id()).link()).startsWith("http://" + host + ":" + port + "/reset/");
	}

	private static void requestAt(String host) {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", "/agency/users");
		request.setServerName(host);
		request.addHeader("Host", host);
		RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
	}

}

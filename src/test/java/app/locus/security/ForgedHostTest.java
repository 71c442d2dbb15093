package app.locus.security;

import app.locus.base.OpaqueId;
import app.locus.fixtures.TestHosts;
import app.locus.support.LoginForm;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.TestTenants.TestAgency;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Map;

import app.locus.base.Role;
import app.locus.fixtures.HostBrowser.Page;
import app.locus.fixtures.HostBrowser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Redirects never carry a host name that only a request's {@code Host} or
 * {@code X-Forwarded-Host} header named (DD114). The requests go to 127.0.0.1 with a
 * forged header, as any client can send them.
 */
@IntegrationTest
class ForgedHostTest {

	private static final String EVIL = "evil.example";

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	BrandingService branding;

	@Autowired
	HostNameService hosts;

	HostBrowser browser;

	@BeforeEach
	void open() {
		browser = new HostBrowser(port);
	}

	@AfterEach
	void close() throws IOException {
		browser.close();
	}

	@Test
	void the_redirect_to_the_login_page_does_not_name_the_forged_host() {
		Page answer = browser.getWithHostHeader(EVIL, "/agency/users");

		assertThat(answer.redirects()).isTrue();
		assertThat(answer.location()).endsWith("/login").doesNotContain(EVIL);
	}

	@Test
	void the_redirect_after_a_failed_sign_in_does_not_name_the_forged_host() {
		String token = LoginForm.token(browser.getWithHostHeader(EVIL, "/login").body());
		Page answer = browser.postWithHostHeader(EVIL, "/login",
				Map.of("username", "nobody@example.test", "password", "wrong-password-1", "_csrf", token));

		assertThat(answer.redirects()).isTrue();
		assertThat(answer.location()).endsWith("/login?error").doesNotContain(EVIL);
	}

	@Test
	void the_redirect_after_signing_in_does_not_name_the_forged_host() {
		LocusUser manager = new TestTenants(provisioning).agency().user(Role.ACCOUNT_MANAGER);
		browser.getWithHostHeader(EVIL, "/agency/users");
		String token = LoginForm.token(browser.getWithHostHeader("localhost:" + port, "/login").body());

		Page answer = browser.postWithHostHeader("localhost:" + port, "/login",
				Map.of("username", manager.email(), "password", TestTenants.PASSWORD, "_csrf", token));

		assertThat(answer.redirects()).isTrue();
		assertThat(answer.location()).doesNotContain(EVIL);
	}

	@Test
	void forwarded_host_headers_are_not_trusted_by_default() {
		TestAgency agency = new TestTenants(provisioning).agency();
		String agencyHost = "forwarded-" + OpaqueId.next().substring(0, 8).toLowerCase() + ".localhost";
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		branding.update("Forwarded Brand", "#b45309");
		TestHosts.addVerified(hosts, agencyHost);
		TestTenants.signOut();

		Page login = browser.getWithHeaders("/login", Map.of("X-Forwarded-Host", agencyHost, "X-Forwarded-Proto",
				"https", "Forwarded", "host=" + agencyHost));

		assertThat(login.status()).isEqualTo(200);
		assertThat(login.body()).as("the page of the connection's host, not of the forwarded one")
			.doesNotContain("Forwarded Brand");
		Page redirect = browser.getWithHeaders("/agency/users", Map.of("X-Forwarded-Host", EVIL));
		assertThat(redirect.location()).doesNotContain(EVIL);
	}

}

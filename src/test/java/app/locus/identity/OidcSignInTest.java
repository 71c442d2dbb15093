package app.locus.identity;

import app.locus.fixtures.TestHosts;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;

import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.fixtures.HostBrowser.Page;
import app.locus.fixtures.HostBrowser;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.NewUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.UserService;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.security.core.session.SessionRegistry;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * Sign-in through an agency's own identity provider, end to end over real HTTP against a
 * real OpenID Connect provider (Spring Authorization Server) started for this test: the
 * login page at the agency's host offers it, the browser goes to the provider, signs in
 * there, comes back with a code that Locus exchanges for tokens, and Locus decides
 * whether that person is one of the agency's active accounts (DD071).
 */
@IntegrationTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OidcSignInTest {

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	IdentityProviderService providers;

	@Autowired
	HostNameService hostNames;

	@Autowired
	UserService users;

	@Autowired
	SessionRegistry sessions;

	TestIdentityProvider idp;

	TestAgency agency;

	String host;

	String domain;

	String member;

	String disabled;

	String otherDomain;

	String otherAgencyMember;

	String unverified;

	String lookAlike;

	@BeforeAll
	void agencyWithItsProvider() {
		String suffix = OpaqueId.next().substring(0, 8);
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		host = "idp-agency-" + suffix + ".localhost";
		domain = "staff-" + suffix + ".test";
		member = "member@" + domain;
		disabled = "former@" + domain;
		otherDomain = "outsider@elsewhere-" + suffix + ".test";
		otherAgencyMember = "moonlighter@" + domain;
		unverified = "unverified@" + domain;
		lookAlike = "m\u00e9mber@" + domain;
		account(agency, member, Role.ACCOUNT_MANAGER);
		account(agency, otherDomain, Role.ACCOUNT_MANAGER);
		account(agency, unverified, Role.ACCOUNT_MANAGER);
		var former = account(agency, disabled, Role.ACCOUNT_MANAGER);
		TestAgency otherAgency = tenants.agency();
		account(otherAgency, otherAgencyMember, Role.ACCOUNT_MANAGER);

		idp = TestIdentityProvider.start(
				List.of("http://" + host + ":" + port + "/login/oauth2/code/" + agency.id().value()),
				List.of(member, disabled, otherDomain, otherAgencyMember, unverified, lookAlike));
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		TestHosts.addVerified(hostNames, host);
		providers.save("Staff Login", idp.issuer(), TestIdentityProvider.CLIENT_ID, TestIdentityProvider.CLIENT_SECRET,
				domain);
		users.disable(former);
		TestTenants.signOut();
	}

	@AfterAll
	void stopProvider() {
		if (idp != null) {
			idp.close();
		}
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void the_login_page_at_the_agency_host_offers_its_provider() throws IOException {
		try (HostBrowser browser = new HostBrowser(port)) {
			assertThat(browser.open(host, "login").body()).contains("Sign in with Staff Login")
				.contains("/oauth2/authorization/" + agency.id().value());
			assertThat(browser.open("localhost", "login").body()).doesNotContain("Sign in with Staff Login");
		}
	}

	@Test
	void the_redirect_address_sent_to_the_provider_never_names_a_forged_host() throws IOException {
		try (HostBrowser browser = new HostBrowser(port)) {
			Page toProvider = browser.getWithHostHeader("evil.example", "/oauth2/authorization/" + agency.id().value());

			String redirectUri = UriComponentsBuilder.fromUriString(toProvider.location())
				.build()
				.getQueryParams()
				.getFirst("redirect_uri");
			assertThat(java.net.URLDecoder.decode(redirectUri, java.nio.charset.StandardCharsets.UTF_8))
				.isEqualTo("http://" + host + ":" + port + "/login/oauth2/code/" + agency.id().value());
		}
	}

	@Test
	void a_member_at_an_allowed_domain_signs_in_through_the_provider() throws IOException {
		try (HostBrowser browser = new HostBrowser(port)) {
			Page landing = signInThroughProvider(browser, member);

			assertThat(landing.uri().getHost()).isEqualTo(host);
			assertThat(landing.uri().getPath()).doesNotStartWith("/login");
			assertThat(browser.signedIn(host)).isTrue();
			assertThat(sessions.getAllPrincipals()).as("the session's principal is the Locus account")
				.anyMatch(principal -> principal instanceof LocusUser user && user.email().equals(member));
		}
	}

	@Test
	void an_address_outside_the_allowed_domains_is_refused() throws IOException {
		assertRefused(otherDomain, "provider=domain");
	}

	@Test
	void a_member_of_another_agency_is_refused_like_an_unknown_address() throws IOException {
		assertRefused(otherAgencyMember, "provider=account");
	}

	@Test
	void an_accented_spelling_of_a_members_address_is_another_mailbox_and_refused() throws IOException {
		assertRefused(lookAlike, "provider=account");
	}

	@Test
	void a_disabled_account_is_refused_like_an_unknown_address() throws IOException {
		assertRefused(disabled, "provider=account");
	}

	@Test
	void an_address_the_provider_has_not_verified_is_refused() throws IOException {
		assertRefused(unverified, "provider=unverified");
	}

	private void assertRefused(String email, String reason) throws IOException {
		try (HostBrowser browser = new HostBrowser(port)) {
			Page landing = signInThroughProvider(browser, email);

			assertThat(landing.uri().getHost()).isEqualTo(host);
			assertThat(landing.uri().getPath()).isEqualTo("/login");
			assertThat(landing.uri().getQuery()).isEqualTo(reason);
			assertThat(browser.signedIn(host)).isFalse();
		}
	}

	/**
	 * What a browser does after "Sign in with ...": to the provider, its login form, and
	 * back to Locus, which exchanges the code.
	 * @return the page the browser ends on
	 */
	private Page signInThroughProvider(HostBrowser browser, String email) {
		Page providerLogin = browser.follow(browser.get(host, "/oauth2/authorization/" + agency.id().value()));
		assertThat(providerLogin.uri().toString()).startsWith(idp.issuer() + "/login");
		Document form = Jsoup.parse(providerLogin.body());
		Page afterLogin = browser.post(providerLogin.uri().resolve("/login"), Map.of("username", email, "password",
				TestIdentityProvider.PASSWORD, "_csrf", form.select("input[name=_csrf]").val()));
		return browser.follow(afterLogin);
	}

	private app.locus.base.UserId account(TestAgency owner, String email, Role role) {
		return provisioning.createUser(owner.id(), new NewUser(email,
				"Person " + email.substring(0, email.indexOf('@')), role, TestTenants.PASSWORD, Set.of()));
	}

}

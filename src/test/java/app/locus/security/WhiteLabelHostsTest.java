package app.locus.security;

import app.locus.fixtures.TestHosts;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.fixtures.HostBrowser.Page;
import app.locus.fixtures.HostBrowser;
import app.locus.fixtures.TestImages;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * White-label hosting over real HTTP at agency host names (DD070, DD072): which agency a
 * host leads to, the branded login page, sign-in only at one's own agency's host or the
 * platform's, and the operator's powered-by switch.
 */
@IntegrationTest
class WhiteLabelHostsTest {

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	SiteResolver sites;

	@Autowired
	BrandingService branding;

	@Autowired
	HostNameService hostNames;

	TestAgency summit;

	String summitHost;

	LocusUser summitManager;

	TestAgency other;

	String otherHost;

	LocusUser otherManager;

	HostBrowser browser;

	@BeforeEach
	void agenciesWithHosts() {
		TestTenants tenants = new TestTenants(provisioning);
		summit = tenants.agency();
		summitHost = "summit-" + OpaqueId.next().substring(0, 8) + ".localhost";
		summitManager = summit.user(Role.ACCOUNT_MANAGER);
		TestTenants.signIn(summit.user(Role.AGENCY_ADMIN));
		branding.update("Summit Digital", "#b45309");
		TestHosts.addVerified(hostNames, summitHost);

		other = tenants.agency();
		otherHost = "other-" + OpaqueId.next().substring(0, 8) + ".localhost";
		otherManager = other.user(Role.ACCOUNT_MANAGER);
		TestTenants.signIn(other.user(Role.AGENCY_ADMIN));
		TestHosts.addVerified(hostNames, otherHost);
		TestTenants.signOut();
		browser = new HostBrowser(port);
	}

	@AfterEach
	void close() throws IOException {
		TestTenants.signOut();
		browser.close();
	}

	@Test
	void an_agency_host_leads_to_its_agency_and_any_other_host_to_the_platform() {
		assertThat(sites.resolve(summitHost).agency()).contains(summit.id());
		assertThat(sites.resolve(summitHost.toUpperCase() + ".").agency()).contains(summit.id());

		Site unknown = sites.resolve("nobody-" + OpaqueId.next().substring(0, 8) + ".localhost");
		assertThat(unknown.agency()).isEmpty();
		assertThat(unknown.platformHost()).isFalse();
		assertThat(sites.resolve("localhost").platformHost()).isTrue();
		assertThat(sites.resolve("127.0.0.1").platformHost()).isTrue();
		assertThat(sites.resolve("localhost").agency()).isEmpty();
	}

	@Test
	void the_login_page_at_an_agency_host_carries_its_name_colour_logo_and_favicon() throws IOException {
		TestTenants.signIn(summit.user(Role.AGENCY_ADMIN));
		branding.replaceLogo(TestImages.png());
		TestTenants.signOut();
		String id = summit.id().value();

		Page login = browser.open(summitHost, "login");

		assertThat(login.status()).isEqualTo(200);
		Document page = Jsoup.parse(login.body());
		assertThat(page.title()).isEqualTo("Summit Digital");
		assertThat(page.select("link[rel=icon]").attr("href")).isEqualTo("/brand/" + id + "/icon.png");
		assertThat(login.body()).contains("Sign in to Summit Digital")
			.contains("Sign in · Summit Digital")
			.contains("#b45309")
			.contains("/brand/" + id + "/logo.png")
			.doesNotContain("Sign in to Locus");
		Page icon = browser.get(summitHost, "/brand/" + id + "/icon.png");
		assertThat(icon.status()).isEqualTo(200);
		assertThat(icon.body()).startsWith("\uFFFDPNG");
	}

	@Test
	void the_login_page_at_an_unknown_host_and_at_the_platform_host_shows_the_platform() {
		for (String host : new String[] { "localhost", "nobody-" + OpaqueId.next().substring(0, 8) + ".localhost" }) {
			Page login = browser.open(host, "login");

			Document page = Jsoup.parse(login.body());
			assertThat(page.title()).as(host).isEqualTo("Locus");
			assertThat(page.select("link[rel=icon]").attr("href")).as(host).isEqualTo("/brand/platform/icon.png");
			assertThat(login.body()).as(host).contains("Sign in to Locus").doesNotContain("Summit Digital");
		}
		assertThat(browser.get("localhost", "/brand/platform/icon.png").status()).isEqualTo(200);
		assertThat(browser.get("localhost", "/brand/" + OpaqueId.next() + "/icon.png").status()).isEqualTo(404);
	}

	@Test
	void people_sign_in_at_their_own_agency_host_and_at_the_platform_host_only() throws IOException {
		assertThat(browser.signIn(otherHost, summitManager.email(), TestTenants.PASSWORD).location())
			.as("another agency's host answers like a wrong password")
			.endsWith("/login?error");
		assertThat(browser.signedIn(otherHost)).isFalse();
		String unknownHost = "nobody-" + OpaqueId.next().substring(0, 8) + ".localhost";
		assertThat(browser.signIn(unknownHost, summitManager.email(), TestTenants.PASSWORD).location())
			.endsWith("/login?error");

		assertThat(browser.signIn(summitHost, summitManager.email(), TestTenants.PASSWORD).location())
			.doesNotContain("/login");
		assertThat(browser.signedIn(summitHost)).isTrue();
		try (HostBrowser platform = new HostBrowser(port)) {
			assertThat(platform.signIn("localhost", summitManager.email(), TestTenants.PASSWORD).location())
				.doesNotContain("/login");
			assertThat(platform.signedIn("localhost")).isTrue();
		}
	}

	@Test
	void a_session_signed_in_at_one_agency_host_is_not_signed_in_at_another() {
		browser.signIn(summitHost, summitManager.email(), TestTenants.PASSWORD);
		assertThat(browser.signedIn(summitHost)).isTrue();

		// As if the session cookie reached another agency's host (a shared parent domain,
		// a forged Host header).
		browser.copyCookies(summitHost, otherHost);

		assertThat(browser.signedIn(otherHost)).isFalse();
		assertThat(browser.get(otherHost, "/agency/users").location()).endsWith("/login");
		assertThat(browser.signedIn(summitHost)).as("still signed in at its own host").isTrue();
	}

	@Test
	void the_platform_operator_hides_the_powered_by_line_for_one_agency() {
		assertThat(browser.open(summitHost, "login").body()).contains("Powered by Locus");

		provisioning.showPoweredBy(summit.id(), false);

		assertThat(browser.open(summitHost, "login").body()).doesNotContain("Powered by Locus");
		assertThat(browser.open(otherHost, "login").body()).contains("Powered by Locus");
		provisioning.showPoweredBy(summit.id(), true);
		assertThat(browser.open(summitHost, "login").body()).contains("Powered by Locus");
	}

}

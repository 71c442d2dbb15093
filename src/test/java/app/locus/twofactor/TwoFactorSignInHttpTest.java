package app.locus.twofactor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.base.Role;
import app.locus.fixtures.HostBrowser.Page;
import app.locus.fixtures.HostBrowser;
import app.locus.security.LocusUser;
import app.locus.security.SecondFactor;
import app.locus.security.SecondFactorStep;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Two-factor sign-in over real HTTP, as a browser does it: the login form, page loads,
 * Vaadin's own init and UIDL requests, and the code form (DD111).
 */
@IntegrationTest
class TwoFactorSignInHttpTest {

	private static final String HOST = "localhost";

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" content=\"([^\"]+)\"");

	private static final Pattern SECRET = Pattern.compile("(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4}");

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	TwoFactorService twoFactor;

	@Autowired
	SecondFactor secondFactor;

	TestAgency agency;

	LocusUser admin;

	LocusUser manager;

	@BeforeEach
	void tenants() {
		agency = new TestTenants(provisioning).agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void a_session_that_passed_only_the_password_opens_no_route_and_no_view_through_vaadin() throws Exception {
		enrol(manager);
		try (HostBrowser browser = new HostBrowser(port)) {
			Page password = browser.signIn(HOST, manager.email(), TestTenants.PASSWORD);
			assertThat(password.location()).doesNotContain("error");

			Page throughVaadin = browser.open(HOST, "account/two-factor");
			assertThat(throughVaadin.body()).as("Vaadin's init and UIDL navigation answer as for a stranger")
				.contains("\"login-form\"")
				.doesNotContain("two-factor-state");
			assertThat(browser.signedIn(HOST)).isFalse();
			assertThat(browser.get(HOST, "/account/two-factor").location()).endsWith("/sign-in/code");
			assertThat(browser.get(HOST, "/").location()).endsWith("/sign-in/code");
		}
	}

	@Test
	void the_right_code_finishes_the_sign_in_with_a_new_session_id_and_opens_the_page_asked_for() throws Exception {
		String secret = enrol(manager);
		try (HostBrowser browser = new HostBrowser(port)) {
			browser.signIn(HOST, manager.email(), TestTenants.PASSWORD);
			String csrf = csrf(browser.get(HOST, "/sign-in/code"));

			Page wrong = browser.post(HOST, "/sign-in/code", Map.of("code", "000000", "_csrf", csrf));
			assertThat(wrong.location()).endsWith("/sign-in/code?error");
			assertThat(browser.signedIn(HOST)).isFalse();

			browser.get(HOST, "/account/two-factor");
			String before = browser.cookie(HOST, "JSESSIONID");
			Page right = browser.post(HOST, "/sign-in/code", Map.of("code", TotpOracle.next(secret), "_csrf", csrf));

			assertThat(right.location()).contains("/account/two-factor");
			assertThat(browser.signedIn(HOST)).isTrue();
			assertThat(browser.cookie(HOST, "JSESSIONID")).isNotEqualTo(before);
			assertThat(browser.open(HOST, "account/two-factor").body()).contains("two-factor-state");
		}
	}

	@Test
	void a_code_used_once_does_not_sign_in_another_session() throws Exception {
		String secret = enrol(manager);
		String code = TotpOracle.next(secret);
		try (HostBrowser first = new HostBrowser(port); HostBrowser second = new HostBrowser(port)) {
			first.signIn(HOST, manager.email(), TestTenants.PASSWORD);
			first.post(HOST, "/sign-in/code", Map.of("code", code, "_csrf", csrf(first.get(HOST, "/sign-in/code"))));
			assertThat(first.signedIn(HOST)).isTrue();

			second.signIn(HOST, manager.email(), TestTenants.PASSWORD);
			Page replay = second.post(HOST, "/sign-in/code",
					Map.of("code", code, "_csrf", csrf(second.get(HOST, "/sign-in/code"))));

			assertThat(replay.location()).endsWith("/sign-in/code?error");
			assertThat(second.signedIn(HOST)).isFalse();
		}
	}

	@Test
	void a_code_without_the_csrf_token_is_refused() throws Exception {
		String secret = enrol(manager);
		try (HostBrowser browser = new HostBrowser(port)) {
			browser.signIn(HOST, manager.email(), TestTenants.PASSWORD);

			Page forged = browser.post(HOST, "/sign-in/code", Map.of("code", TotpOracle.next(secret)));

			assertThat(forged.status()).isEqualTo(403);
			assertThat(browser.signedIn(HOST)).isFalse();
		}
	}

	@Test
	void when_the_agency_requires_it_a_person_without_one_sets_it_up_before_anything_else() throws Exception {
		enrol(admin);
		TestTenants.signIn(admin);
		twoFactor.setRequiredForAgency(true);
		TestTenants.signOut();
		try (HostBrowser browser = new HostBrowser(port)) {
			browser.signIn(HOST, manager.email(), TestTenants.PASSWORD);
			assertThat(browser.get(HOST, "/").location()).endsWith("/sign-in/two-factor-setup");
			assertThat(browser.signedIn(HOST)).isFalse();

			Page setup = browser.open(HOST, "sign-in/two-factor-setup");
			String secret = lastSecret(setup.body());
			Page code = browser.post(HOST, "/sign-in/code",
					Map.of("code", TotpOracle.now(secret), "_csrf", csrf(setup)));

			assertThat(code.location()).doesNotContain("sign-in").doesNotContain("login");
			assertThat(browser.signedIn(HOST)).isTrue();
		}
		assertThat(secondFactor.stepAfterPassword(manager)).isEqualTo(SecondFactorStep.CODE);
	}

	@Test
	void people_without_a_second_factor_sign_in_with_the_password_alone() throws Exception {
		try (HostBrowser browser = new HostBrowser(port)) {
			browser.signIn(HOST, manager.email(), TestTenants.PASSWORD);

			assertThat(browser.signedIn(HOST)).isTrue();
		}
	}

	private String enrol(LocusUser user) {
		TestTenants.signIn(user);
		String secret = twoFactor.startEnrolment().secret().replace(" ", "");
		twoFactor.confirmEnrolment(TotpOracle.now(secret));
		TestTenants.signOut();
		return secret;
	}

	private static String csrf(Page page) {
		Matcher matcher = CSRF.matcher(page.body());
		assertThat(matcher.find()).as("CSRF token in the page").isTrue();
		return matcher.group(1);
	}

	/** The secret the set-up page shows last (each opening of it makes a new one). */
	private static String lastSecret(String body) {
		Matcher matcher = SECRET.matcher(body);
		String last = null;
		while (matcher.find()) {
			last = matcher.group();
		}
		assertThat(last).as("secret on the set-up page").isNotNull();
		return last.replace(" ", "");
	}

}

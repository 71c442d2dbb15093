package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * Each demo role signs in on the production jar's login page and lands on the page meant
 * for it, with only its own navigation.
 */
class SignInBrowserTest extends InChromium {

	private static final Pattern WORKSPACE_PAGE = Pattern.compile(".*/w/[^/]+/.*");

	private static final Pattern AGENCY_OVERVIEW = Pattern.compile(".*/agency/overview$");

	@Test
	void the_agency_admin_lands_on_the_agency_overview_with_the_agency_pages_in_reach() {
		signIn(DemoLogin.NORTHWIND_ADMIN);

		assertThat(page).hasURL(AGENCY_OVERVIEW);
		assertThat(page.locator("main")).containsText("Blue Bottle Bakery");
		assertThat(page.locator("#nav-users")).isVisible();
		assertThat(page.locator("#nav-new-scan")).isVisible();
		screenshot("landing-agency-admin");
	}

	@Test
	void the_account_manager_lands_on_the_agency_overview_without_the_agency_admin_pages() {
		signIn(DemoLogin.NORTHWIND_MANAGER);

		assertThat(page).hasURL(AGENCY_OVERVIEW);
		assertThat(page.locator("main")).containsText("Blue Bottle Bakery");
		assertThat(page.locator("#nav-new-scan")).isVisible();
		assertThat(page.locator("#nav-users")).hasCount(0);
		screenshot("landing-account-manager");
	}

	@Test
	void the_client_viewer_lands_on_its_business_without_running_scans_or_agency_pages() {
		signIn(DemoLogin.BLUE_BOTTLE_CLIENT);

		assertThat(page).hasURL(WORKSPACE_PAGE);
		assertThat(page.locator("main")).containsText("Blue Bottle Bakery");
		assertThat(page.locator("#nav-new-scan")).hasCount(0);
		assertThat(page.locator("#nav-users")).hasCount(0);
		screenshot("landing-client-viewer");
	}

	@Test
	void an_unknown_sign_in_keeps_the_person_on_the_login_page() {
		open("/login");
		page.locator("#vaadinLoginUsername input").fill("nobody@northwind.test");
		page.locator("#vaadinLoginPassword input").fill("not-the-password");
		page.locator("#vaadinLoginPassword input").press("Enter");

		assertThat(page.locator("vaadin-login-form")).containsText("Incorrect");
		assertThat(page).hasURL(Pattern.compile(".*/login.*"));
		// The address typed stays for correcting the password; the password does not.
		assertThat(page.locator("#vaadinLoginUsername input")).hasValue("nobody@northwind.test");
		assertThat(page.locator("#vaadinLoginPassword input")).hasValue("");
		screenshot("login-failed");
	}

}

package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The demo's white-label host: Chromium resolves every {@code *.localhost} name to this
 * machine, so {@code summit.localhost} reaches the same jar under Summit Digital's host.
 */
class WhiteLabelBrowserTest extends InChromium {

	@Test
	void the_login_page_on_the_agencys_own_host_shows_the_agencys_brand() {
		page.navigate(ProductionApp.url().replace("localhost", "summit.localhost") + "/login");
		awaitVaadin();

		assertThat(page.locator("body")).containsText("Summit Digital");
		assertThat(page.locator("body")).not().containsText("Northwind");
		screenshot("login-white-label-summit");
	}

}

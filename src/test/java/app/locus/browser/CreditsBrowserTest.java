package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The credits page of a workspace: a fresh snapshot read from the simulator, and its
 * charts.
 */
class CreditsBrowserTest extends InChromium {

	@Test
	void a_manager_opens_the_credits_page_of_a_workspace() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		open("/w/" + openFirstWorkspace() + "/credits");

		page.locator("#credits-refresh").click();

		assertThat(page.locator("#credits-summary")).containsText("Balance:");
		assertThat(page.locator("#credits-balance-chart")).isVisible();
		assertThat(page.locator("#credits-spend-chart")).isVisible();
		screenshot("credits");
	}

}

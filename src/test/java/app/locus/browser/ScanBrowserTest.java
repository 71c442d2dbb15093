package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.assertions.LocatorAssertions;
import org.junit.jupiter.api.Test;

/**
 * A manager runs a scan through the production jar against its built-in simulator and
 * opens the report's heatmap once the scan is done.
 */
class ScanBrowserTest extends InChromium {

	/**
	 * The simulator queues a scan for a few seconds; the form checks every few seconds.
	 */
	private static final double SCAN_DONE_MS = 120_000;

	@Test
	void a_manager_runs_a_scan_and_sees_its_heatmap() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		page.locator("#nav-new-scan").click();
		assertThat(page.locator("h2")).containsText("Run a scan");
		awaitVaadin();

		page.locator("#scan-location input").click();
		page.locator("vaadin-combo-box-item").first().click();
		assertThat(page.locator("#scan-lat input")).not().hasValue("");
		page.locator("#scan-keyword input").fill("browser test " + System.nanoTime());
		page.locator("#scan-grid input").fill("5");
		page.locator("#check-cost").click();
		assertThat(page.locator("#cost")).containsText("This scan costs 25 credits");
		assertThat(page.locator("#run-scan")).isEnabled();
		screenshot("scan-form");
		page.locator("#run-scan").click();

		assertThat(page.locator("#report-link"))
			.isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(SCAN_DONE_MS));
		page.locator("#report-link").click();
		assertThat(page.locator("#report-title")).containsText("browser test");
		assertThat(page.locator("#heatmap")).isVisible();
		assertThat(page.locator("#heatmap-geometry")).containsText("5");
		screenshot("scan-heatmap");
	}

}

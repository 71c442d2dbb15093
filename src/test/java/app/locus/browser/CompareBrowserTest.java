package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.assertions.LocatorAssertions;
import org.junit.jupiter.api.Test;

/**
 * Two scans of the same settings, compared side by side on a laptop and on a phone: both
 * heatmaps and the change per point on one extent, the change of each metric, and a page
 * that does not scroll sideways at 390 px.
 */
class CompareBrowserTest extends InChromium {

	private static final double SCAN_DONE_MS = 120_000;

	/** A 3 by 3 grid: nine points in each map. */
	private static final int POINTS = 9;

	private static final String WIDER_THAN_THE_WINDOW = "() => document.documentElement.scrollWidth > window.innerWidth + 1";

	@Test
	void two_scans_of_the_same_settings_compare_point_by_point_on_a_laptop_and_on_a_phone() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_MANAGER);
		String keyword = "compare test " + System.nanoTime();
		runScan(keyword, false);
		runScan(keyword, true);
		page.locator("#report-link").click();
		awaitVaadin();
		page.locator("#compare-action").click();
		awaitVaadin();

		comparisonShowsBothScansAndTheirChange("compare-desktop");

		page.setViewportSize(390, 844);
		page.reload();
		awaitVaadin();
		comparisonShowsBothScansAndTheirChange("compare-phone");
		assertThat((Boolean) page.evaluate(WIDER_THAN_THE_WINDOW)).as("the page scrolls sideways at 390 px").isFalse();
	}

	private void runScan(String keyword, boolean again) {
		page.locator("#nav-new-scan").click();
		awaitVaadin();
		page.locator("#scan-location input").click();
		page.locator("vaadin-combo-box-item").first().click();
		page.locator("#scan-keyword input").fill(keyword);
		page.locator("#scan-grid input").fill("3");
		page.locator("#check-cost").click();
		if (again) {
			// The form asks before it spends credits on the same scan twice.
			assertThat(page.locator("#duplicate-warning")).isVisible();
			page.locator("#confirm-duplicate").click();
		}
		assertThat(page.locator("#run-scan")).isEnabled();
		page.locator("#run-scan").click();
		assertThat(page.locator("#report-link"))
			.isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(SCAN_DONE_MS));
	}

	private void comparisonShowsBothScansAndTheirChange(String screenshot) {
		assertThat(page.locator("#compare-title")).hasText("Compare two scans");
		assertThat(page.locator("#comparison-refused")).hasCount(0);
		for (String metric : new String[] { "arp", "atrp", "solv" }) {
			assertThat(page.locator("#change-" + metric)).containsText("→");
		}
		assertThat(page.locator("#comparison-summary")).containsText("points better:");
		for (String map : new String[] { "#compare-earlier", "#compare-later" }) {
			assertThat(page.locator(map + " .locus-map-point")).hasCount(POINTS);
		}
		Locator change = page.locator("#compare-change .locus-map-point");
		assertThat(change).hasCount(POINTS);
		for (int i = 0; i < POINTS; i++) {
			assertThat(change.nth(i)).hasText(Pattern.compile("^(▲\\d+|▼\\d+|=|\\?)$"));
		}
		assertThat(page.locator("#compare-change-legend")).containsText("Better");
		assertThat(page.locator("#compare-change-legend")).containsText("No data in one scan");
		screenshot(screenshot);
	}

}

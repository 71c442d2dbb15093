package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.util.regex.Pattern;

import app.locus.simulator.DemoData;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.assertions.LocatorAssertions;
import org.junit.jupiter.api.Test;

/**
 * The first run in the browser (DD140): the admin of a new agency with nothing set up
 * lands on the path and goes from branding to a first scan against the built-in
 * simulator, with the scan's cost shown before anything is spent.
 */
class FirstRunBrowserTest extends InChromium {

	/** A 7 × 7 grid, one credit per point. */
	private static final String FIRST_SCAN_COST = "This scan costs 49 credits";

	private static final LocatorAssertions.IsVisibleOptions UPSTREAM_WAIT = new LocatorAssertions.IsVisibleOptions()
		.setTimeout(STEP_MS);

	@Test
	void a_new_agencys_admin_goes_from_nothing_to_a_first_scan() {
		signIn(DemoLogin.FRESH_ADMIN);
		assertThat(page).hasURL(Pattern.compile(".*/agency/first-run$"));

		page.locator("#brand-name input").fill("Fresh Start Marketing");
		page.locator("#brand-colour input").fill("#0f766e");
		page.locator("#save-branding").click();
		awaitVaadin();
		assertThat(page.locator("#step-branding")).hasAttribute("data-state", "done");

		page.locator("#workspace-name-field input").fill("Corner Bakery");
		page.locator("#create-workspace").click();
		awaitVaadin();
		assertThat(page.locator("#step-workspace")).hasAttribute("data-state", "done");

		page.locator("#key-secret input").fill(DemoData.BLUE_BOTTLE_KEY);
		page.locator("#save-key").click();
		assertThat(page.locator("#location-term")).isVisible(UPSTREAM_WAIT);

		page.locator("#location-term input").fill("bakery");
		page.locator("#location-area input").fill("Portland, OR");
		page.locator("#search-location").click();
		Locator firstFound = page.locator("#save-location-0");
		assertThat(firstFound).isVisible(UPSTREAM_WAIT);
		firstFound.click();
		assertThat(page.locator("#scan-keyword")).isVisible(UPSTREAM_WAIT);

		page.locator("#scan-keyword input").fill("bakery");
		page.locator("#quote-scan").click();
		awaitVaadin();
		assertThat(page.locator("#scan-cost")).containsText(FIRST_SCAN_COST);
		screenshot("first-run-cost");
		page.locator("#run-scan").click();
		assertThat(page.locator("#finish")).isVisible(UPSTREAM_WAIT);
		assertThat(page.locator("#step-first_scan")).hasAttribute("data-state", "done");
		// The scan's own heatmap once it is done; the reports it will arrive among while
		// it is queued.
		Locator report = page.locator("#first-run-report");
		assertThat(report).isVisible();
		assertThat(report).hasAttribute("href", report.innerText().contains("heatmap")
				? Pattern.compile(".*/reports/scan/.+") : Pattern.compile(".*/reports$"));

		page.locator("#finish").click();
		awaitVaadin();
		assertThat(page.locator("#first-run-complete")).isVisible();

		open("/agency/overview");
		assertThat(page.locator("#first-run-checklist")).isHidden();
	}

}

package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.assertions.LocatorAssertions;
import org.junit.jupiter.api.Test;

/**
 * A manager shares a report; the link opens in a fresh, signed-out browser with the
 * agency's branding and the report's heatmap; once the manager revokes it, the same
 * address answers 404 (DD145).
 */
class ShareLinkBrowserTest extends InChromium {

	/**
	 * The simulator queues a scan for a few seconds; the form checks every few seconds.
	 */
	private static final double SCAN_DONE_MS = 120_000;

	@Test
	void a_shared_report_opens_signed_out_with_the_agency_brand_until_the_manager_revokes_it() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		String keyword = "shared report " + System.nanoTime();
		runScan(keyword);
		String workspace = workspaceInUrl();

		page.locator("#share-report").click();
		page.locator("#share-create").click();
		String link = page.locator("#share-link input").inputValue();
		assertThat(link).contains("/share/");
		screenshot("share-link-created");

		List<String> refused = new CopyOnWriteArrayList<>();
		try (BrowserContext visitor = page.context().browser().newContext()) {
			Page outside = visitor.newPage();
			outside.onConsoleMessage(message -> {
				if (message.text().contains("Content Security Policy")) {
					refused.add(message.text());
				}
			});
			Response opened = outside.navigate(link);
			assertThat(opened.status()).isEqualTo(200);
			assertThat(outside.locator("#brand-name")).hasText("Northwind Local");
			assertThat(outside.locator("#report-title")).containsText(keyword);
			assertThat(outside.locator("#heatmap")).isVisible();
			assertThat(outside.locator("body")).not().containsText("Locus");
			outside.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve("share-link-page.png")));

			open("/w/" + workspace + "/shares");
			assertThat(page.locator("#shares-grid vaadin-grid-cell-content:visible")
				.filter(new Locator.FilterOptions().setHasText(keyword))).hasCount(1);
			page.locator("[id^='revoke-']:visible").first().click();
			page.locator("[slot='confirm-button']:visible").click();
			assertThat(page.locator("#shares-grid vaadin-grid-cell-content:visible")
				.filter(new Locator.FilterOptions().setHasText("Revoked"))).hasCount(1);

			Response reloaded = outside.reload();
			assertThat(reloaded.status()).isEqualTo(404);
			assertThat(outside.locator("#not-available")).isVisible();
			assertThat(outside.locator("body")).not().containsText(keyword);
		}
		assertThat(refused).as("what the Content-Security-Policy refused on the shared page").isEmpty();
	}

	private void runScan(String keyword) {
		page.locator("#nav-new-scan").click();
		awaitVaadin();
		page.locator("#scan-location input").click();
		page.locator("vaadin-combo-box-item").first().click();
		assertThat(page.locator("#scan-lat input")).not().hasValue("");
		page.locator("#scan-keyword input").fill(keyword);
		page.locator("#scan-grid input").fill("5");
		page.locator("#check-cost").click();
		assertThat(page.locator("#run-scan")).isEnabled();
		page.locator("#run-scan").click();
		assertThat(page.locator("#report-link"))
			.isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(SCAN_DONE_MS));
		page.locator("#report-link").click();
		assertThat(page.locator("#report-title")).containsText(keyword);
		awaitVaadin();
	}

}

package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.assertions.LocatorAssertions;
import org.junit.jupiter.api.Test;

/**
 * A manager runs a batch of three keywords through the production jar against its
 * built-in simulator, follows its progress, and opens the batch's three reports together
 * in the gallery (DD141).
 */
class BatchScanBrowserTest extends InChromium {

	/** The simulator queues each scan for a few seconds; the page checks every few. */
	private static final double BATCH_DONE_MS = 180_000;

	@Test
	void a_manager_runs_three_keywords_at_once_and_sees_their_reports_grouped_in_the_gallery() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		page.locator("#nav-batch-scan").click();
		assertThat(page.locator("h2")).containsText("Scan in bulk");
		awaitVaadin();

		String prefix = "batch " + System.nanoTime();
		page.locator("#batch-keywords textarea").fill(prefix + " one\n" + prefix + " two\n\n" + prefix + " three\n");
		Locator place = page.locator("#batch-locations vaadin-checkbox").first();
		place.click();
		assertThat(place).hasAttribute("checked", "");
		page.locator("#scan-grid input").fill("3");
		page.locator("#scan-grid input").press("Tab");
		awaitVaadin();
		page.locator("#batch-check-cost").click();
		assertThat(page.locator("#batch-total")).containsText("3 scans cost 27 credits in total");
		assertThat(page.locator("#run-batch")).isEnabled();
		screenshot("batch-preview");
		page.locator("#run-batch").click();

		assertThat(page.locator("#batch-progress")).containsText("Sent 3 of 3",
				new LocatorAssertions.ContainsTextOptions().setTimeout(BATCH_DONE_MS));
		assertThat(page.locator("#batch-progress")).containsText("done 3",
				new LocatorAssertions.ContainsTextOptions().setTimeout(BATCH_DONE_MS));
		assertThat(page.locator("#batch-progress")).containsText("failed 0");
		screenshot("batch-progress");
		page.locator("#batch-reports-link").click();

		assertThat(page.locator("#filter-batch input"))
			.hasValue(java.util.regex.Pattern.compile("Batch of .*, 3 scans"));
		Locator rows = page.locator("vaadin-grid-cell-content:visible")
			.filter(new Locator.FilterOptions().setHasText(prefix));
		assertThat(rows).hasCount(3);
		screenshot("batch-gallery");
	}

}

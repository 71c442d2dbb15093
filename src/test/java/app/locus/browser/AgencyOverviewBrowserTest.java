package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.regex.Pattern;

import com.microsoft.playwright.Locator;
import org.junit.jupiter.api.Test;

/**
 * The agency overview in the browser at 1280 px: the admin lands on it, sorts by client
 * and by a figure, filters by name and by a figure's choice, and follows the links of the
 * cells to the pages that deal with them (DD134).
 */
class AgencyOverviewBrowserTest extends InChromium {

	// The grid keeps the rows it hides for reuse; only the shown ones count.
	private static final String CLIENT_LINKS = "#overview-grid [id^='client-']:visible";

	private static final String SAIV_LINKS = "#overview-grid [id^='saiv-']:visible";

	private static final String NO_SHARE = "–";

	@Test
	void the_admin_sorts_filters_and_follows_a_link_from_the_overview() {
		signIn(DemoLogin.NORTHWIND_ADMIN);

		assertThat(page).hasURL(Pattern.compile(".*/agency/overview$"));
		assertThat(page.locator(CLIENT_LINKS)).hasCount(2);
		Locator lastColumn = page.locator("#filter-keys");
		assertThat(lastColumn).isVisible();
		assertThat(lastColumn.boundingBox().x + lastColumn.boundingBox().width).as("keys column inside 1280 px")
			.isLessThanOrEqualTo(1280);
		screenshot("agency-overview");

		Locator clientSorter = page.locator("#overview-grid vaadin-grid-sorter").first();
		clientSorter.click();
		awaitVaadin();
		assertThat(page.locator(CLIENT_LINKS).first()).hasText("Blue Bottle Bakery");
		clientSorter.click();
		awaitVaadin();
		assertThat(page.locator(CLIENT_LINKS).first()).hasText("Harbor Dental");

		page.locator("#filter-client input").fill("blue");
		awaitVaadin();
		assertThat(page.locator(CLIENT_LINKS)).hasCount(1);
		assertThat(page.locator(CLIENT_LINKS).first()).hasText("Blue Bottle Bakery");

		page.locator(CLIENT_LINKS).first().click();
		page.waitForURL(Pattern.compile(".*/w/[^/]+/dashboard$"));
		awaitVaadin();
		assertThat(page.locator("#workspace-name")).hasText("Blue Bottle Bakery");
	}

	@Test
	void the_admin_sorts_by_a_figure_and_each_cell_links_to_the_page_that_deals_with_it() {
		signIn(DemoLogin.NORTHWIND_ADMIN);
		// The demo's scans arrive with the first sync: of the two clients only Blue
		// Bottle
		// Bakery has AI scans (SAIV), Harbor Dental none.
		await().atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofSeconds(2)).untilAsserted(() -> {
			open("/agency/overview");
			assertThat(page.locator(SAIV_LINKS).allTextContents()).anyMatch(text -> !text.equals(NO_SHARE));
		});

		Locator saivSorter = page.locator("#overview-grid vaadin-grid-sorter").nth(2);
		assertThat(saivSorter).containsText("SAIV");
		saivSorter.click();
		awaitVaadin();
		assertThat(page.locator(CLIENT_LINKS).first()).hasText("Harbor Dental");
		assertThat(page.locator(SAIV_LINKS).first()).hasText(NO_SHARE);
		saivSorter.click();
		awaitVaadin();
		assertThat(page.locator(CLIENT_LINKS).first()).hasText("Blue Bottle Bakery");
		assertThat(page.locator(SAIV_LINKS).first()).not().hasText(NO_SHARE);

		String firstRow = "#overview-grid [id^='%s-']:visible";
		assertThat(page.locator(firstRow.formatted("last-scan")).first()).hasAttribute("href",
				Pattern.compile("(.*/)?w/[^/]+/reports$"));
		assertThat(page.locator(firstRow.formatted("next-run")).first()).hasAttribute("href",
				Pattern.compile("(.*/)?w/[^/]+/calendar$"));
		assertThat(page.locator(firstRow.formatted("credits")).first()).hasAttribute("href",
				Pattern.compile("(.*/)?w/[^/]+/credits$"));
		assertThat(page.locator(firstRow.formatted("guard")).first()).hasAttribute("href",
				Pattern.compile("(.*/)?w/[^/]+/guard$"));
		assertThat(page.locator(firstRow.formatted("keys")).first()).hasAttribute("href",
				Pattern.compile("(.*/)?w/[^/]+/settings/keys$"));
		assertThat(page.locator(SAIV_LINKS).first()).hasAttribute("href", Pattern.compile("(.*/)?w/[^/]+/reports$"));
	}

}

package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;

import com.microsoft.playwright.Locator;
import org.junit.jupiter.api.Test;

/**
 * The agency overview in the browser at 1280 px: the admin lands on it, sorts by client,
 * filters by name, and follows a client's link to its dashboard (DD134).
 */
class AgencyOverviewBrowserTest extends InChromium {

	// The grid keeps the rows it hides for reuse; only the shown ones count.
	private static final String CLIENT_LINKS = "#overview-grid [id^='client-']:visible";

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

}

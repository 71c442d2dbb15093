package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.assertions.LocatorAssertions;
import org.junit.jupiter.api.Test;

/**
 * A scan's heatmap on the map (DD149), in the production jar with its default for the
 * embedded demo (no tiles: a plain background that needs no network): the points are
 * drawn with their ranks, the legend and the scale show, and a click on a point says the
 * rank there; on a desktop screen and on a phone.
 */
class MapBrowserTest extends InChromium {

	private static final double SCAN_DONE_MS = 120_000;

	@Test
	void the_heatmap_draws_on_the_map_with_its_legend_and_a_click_on_a_point_says_its_rank() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_MANAGER);
		page.locator("#nav-new-scan").click();
		awaitVaadin();
		page.locator("#scan-location input").click();
		page.locator("vaadin-combo-box-item").first().click();
		assertThat(page.locator("#scan-lat input")).not().hasValue("");
		page.locator("#scan-keyword input").fill("map test " + System.nanoTime());
		page.locator("#scan-grid input").fill("3");
		page.locator("#check-cost").click();
		assertThat(page.locator("#run-scan")).isEnabled();
		page.locator("#run-scan").click();
		assertThat(page.locator("#report-link"))
			.isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(SCAN_DONE_MS));
		page.locator("#report-link").click();

		mapDrawsAndAPointSaysItsRank("map-desktop");

		page.setViewportSize(390, 844);
		page.reload();
		awaitVaadin();
		mapDrawsAndAPointSaysItsRank("map-phone");
	}

	private void mapDrawsAndAPointSaysItsRank(String screenshot) {
		// The first view loads the scan's data points in the background and draws again.
		assertThat(page.locator("#details-loading")).hasCount(0);
		Locator map = page.locator("locus-map#heatmap");
		assertThat(map).isVisible();
		assertThat(map).hasAttribute("offline", "");
		assertThat(map.locator(".leaflet-control-scale")).isVisible();
		Locator points = map.locator(".locus-map-point");
		assertThat(points).hasCount(9);
		assertThat(page.locator("#heatmap-legend")).isVisible();
		assertThat(page.locator("#heatmap-legend")).containsText("Rank 1–3");
		assertThat(map.locator(".locus-map-pin")).isVisible();

		// The south-east corner: no map control sits over it (zoom top left, scale bottom
		// left).
		Locator corner = map.locator(".locus-map-point[data-index='8']");
		String label = corner.innerText().strip();
		corner.click();
		assertThat(page.locator("#heatmap-point")).containsText("at row 3, column 3");
		assertThat(page.locator("#heatmap-point"))
			.containsText(label.equals("20+") ? "Not in the top 19" : label.equals("–") ? "No rank" : "Rank " + label);
		screenshot(screenshot);
	}

}

package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.util.regex.Pattern;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.ViewportSize;
import com.microsoft.playwright.assertions.LocatorAssertions;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A scan's heatmap on the map (DD149), in the production jar with its default for the
 * embedded demo (no tiles: a plain background that needs no network): the points are
 * drawn with their ranks, the legend and the scale show, and a click on a point, or Space
 * or Enter on it, opens the rank there beside it in the window and rings it; on a desktop
 * screen and on a phone.
 */
class MapBrowserTest extends InChromium {

	private static final double SCAN_DONE_MS = 120_000;

	/** A popup's pan is over in well under four seconds, even on a busy machine. */
	private static final int SETTLE_READS = 40;

	private static final double SETTLE_MS = 100;

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

		// No map control covers a point: the north-west one lies clear of the zoom
		// buttons,
		// the south-west one clear of the scale.
		assertApart(map.locator(".leaflet-control-zoom"), map.locator(".locus-map-point[data-index='0']"));
		assertApart(map.locator(".leaflet-control-scale"), map.locator(".locus-map-point[data-index='6']"));
		// The south-east corner: no map control sits over it (zoom top left, scale bottom
		// left).
		Locator corner = map.locator(".locus-map-point[data-index='8']");
		String label = corner.innerText().strip();
		corner.click();
		assertThat(page.locator("#heatmap-point")).containsText("at row 3, column 3");
		assertThat(page.locator("#heatmap-point"))
			.containsText(label.equals("20+") ? "Not in the top 19" : label.equals("–") ? "No rank" : "Rank " + label);
		// The detail opens beside the point, in the window, and the point is ringed.
		Locator detail = map.locator(".locus-map-detail");
		assertThat(detail).containsText("at row 3, column 3");
		assertThat(corner).hasClass(Pattern.compile("\\bselected\\b"));
		assertInWindow(detail);
		screenshot(screenshot);

		// A point reached with the keyboard opens its detail with Space or Enter.
		Locator first = map.locator(".locus-map-point[data-index='0']");
		first.focus();
		page.keyboard().press("Space");
		assertThat(detail).containsText("at row 1, column 1");
		assertThat(first).hasAttribute("aria-pressed", "true");
		assertThat(corner).hasAttribute("aria-pressed", "false");
		Locator centre = map.locator(".locus-map-point[data-index='4']");
		centre.focus();
		page.keyboard().press("Enter");
		assertThat(detail).containsText("at row 2, column 2");
		assertInWindow(detail);
	}

	private static void assertApart(Locator control, Locator point) {
		var a = control.boundingBox();
		var b = point.boundingBox();
		boolean overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
		Assertions.assertThat(overlap).as("a map control over a point").isFalse();
	}

	/**
	 * The element lies in the window once the map's pan that keeps a popup in view is
	 * over. Leaflet starts that pan a moment after the popup opens, and a busy machine
	 * can delay it: a box that stays still for one read may not have begun to move yet.
	 * So the box is read until it lies in the window, for at most {@link #SETTLE_READS}
	 * reads.
	 */
	private void assertInWindow(Locator element) {
		var window = page.viewportSize();
		var box = element.boundingBox();
		for (int read = 0; read < SETTLE_READS && !inside(box, window); read++) {
			page.waitForTimeout(SETTLE_MS);
			box = element.boundingBox();
		}
		Assertions.assertThat(box.y).as("top of the detail").isGreaterThanOrEqualTo(0);
		Assertions.assertThat(box.y + box.height).as("bottom of the detail").isLessThanOrEqualTo(window.height);
		Assertions.assertThat(box.x).as("left of the detail").isGreaterThanOrEqualTo(0);
		Assertions.assertThat(box.x + box.width).as("right of the detail").isLessThanOrEqualTo(window.width);
	}

	private static boolean inside(BoundingBox box, ViewportSize window) {
		return box.y >= 0 && box.x >= 0 && box.y + box.height <= window.height && box.x + box.width <= window.width;
	}

}

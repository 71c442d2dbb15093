package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.Map;

import app.locus.simulator.DemoData;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.BoundingBox;
import org.junit.jupiter.api.Test;

/**
 * The marks of what happened on the trend charts (DD160), in the production jar with the
 * demo data: the demo's weekly campaign "Portland bakeries weekly" runs over the Division
 * bakery's scans, so the trend of its "bakery" scans and its profile performance carry
 * campaign-run marks; hovering one says which campaign ran, on a laptop and on a phone,
 * where the marks are drawn smaller and the performance bar fits the screen.
 */
class EventMarksBrowserTest extends InChromium {

	/** The demo's campaign over the Division bakery (the simulator's demo seed). */
	private static final String DEMO_CAMPAIGN = "Portland bakeries weekly";

	/** The legend line of campaign-run marks. */
	private static final String CAMPAIGN_RUNS = "Campaign runs";

	/**
	 * Where the chart's mark of a kind is on the page, and what its tooltip then says.
	 */
	private static final String MARK_POSITION = """
			(chart, legend) => {
				const drawn = chart._chart;
				const index = drawn.data.datasets.findIndex(set => set.locusEvents && set.label === legend);
				if (index < 0) {
					return null;
				}
				const events = drawn.data.datasets[index].locusEvents;
				const at = events.findLastIndex(event => event);
				const point = drawn.getDatasetMeta(index).data[at];
				const box = chart.querySelector('canvas').getBoundingClientRect();
				return { x: box.left + point.x, y: box.top + point.y };
			}
			""";

	private static final String TOOLTIP_WORDS = """
			chart => {
				const tooltip = chart._chart.tooltip;
				if (!tooltip || tooltip.opacity === 0 || !tooltip.title) {
					return '';
				}
				return [...tooltip.title, ...tooltip.body.flatMap(part => part.lines)].join(' ');
			}
			""";

	@Test
	void hovering_a_campaign_run_mark_says_which_campaign_ran_on_a_laptop_and_on_a_phone() {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_MANAGER);
		String workspace = blueBottle();
		open("/w/" + workspace + "/reports");
		page.locator("#tab-trend").click();
		awaitVaadin();
		page.locator("#gallery vaadin-grid-cell-content:visible:text-is('bakery')").first().click();
		page.waitForURL(url -> url.contains("/reports/trend/"));
		String trend = page.url();
		// The demo's campaign runs arrive with the first campaign sync, which may follow
		// the report sync that brought the trend: the page draws the marks it finds when
		// it opens.
		await().atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofSeconds(2)).until(() -> {
			page.navigate(trend);
			awaitVaadin();
			page.waitForFunction("() => { const c = document.querySelector('#trend-chart'); return c && c._chart; }");
			return page.locator("#trend-chart").evaluate(MARK_POSITION, CAMPAIGN_RUNS) != null;
		});

		aMarkSaysWhatRan("#trend-chart", "marks-1280x800");
		double laptopRadius = markRadius("#trend-chart");

		page.setViewportSize(390, 844);
		page.navigate(trend);
		awaitVaadin();
		aMarkSaysWhatRan("#trend-chart", "marks-390x844");
		assertThat(markRadius("#trend-chart")).as("marks drawn smaller on a phone").isLessThan(laptopRadius);

		page.setViewportSize(1280, 800);
		open("/w/" + workspace + "/gbp/" + DemoData.BLUE_BOTTLE_DIVISION);
		page.locator("vaadin-tab:has-text('Performance')").click();
		page.locator("#metrics-load").click();
		awaitVaadin();
		aMarkSaysWhatRan("#metrics-chart", "marks-profile-1280x800");

		page.setViewportSize(390, 844);
		awaitVaadin();
		aMarkSaysWhatRan("#metrics-chart", "marks-profile-390x844");
		assertThat(markRadius("#metrics-chart")).as("marks drawn smaller once the window narrows")
			.isLessThan(laptopRadius);
		BoundingBox show = page.locator("#metrics-load").boundingBox();
		assertThat(show.x + show.width).as("the Show button within the phone's width").isLessThanOrEqualTo(390);
	}

	private double markRadius(String chartId) {
		return ((Number) page.locator(chartId)
			.evaluate("(chart, legend) => chart._chart.data.datasets.find(set => set.label === legend).pointRadius",
					CAMPAIGN_RUNS))
			.doubleValue();
	}

	private String blueBottle() {
		page.locator("#nav-dashboard").first().click();
		return workspaceInUrl();
	}

	private void aMarkSaysWhatRan(String chartId, String screenshot) {
		Locator chart = page.locator(chartId);
		assertThat(chart).isVisible();
		chart.scrollIntoViewIfNeeded();
		page.waitForFunction("id => { const c = document.querySelector(id); return c && c._chart; }", chartId);
		@SuppressWarnings("unchecked")
		Map<String, Number> mark = (Map<String, Number>) chart.evaluate(MARK_POSITION, CAMPAIGN_RUNS);
		assertThat(mark).as("a campaign-run mark on " + chartId).isNotNull();
		page.mouse().move(mark.get("x").doubleValue(), mark.get("y").doubleValue());
		page.waitForFunction("chart => (" + TOOLTIP_WORDS + ")(chart) !== ''", chart.elementHandle());
		String words = (String) chart.evaluate(TOOLTIP_WORDS);
		assertThat(words).contains("Campaign run", DEMO_CAMPAIGN);
		screenshot(screenshot);
	}

}

package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.assertions.LocatorAssertions;
import org.junit.jupiter.api.Test;

/**
 * A manager copies a demo campaign twice and pauses both copies at once, through the
 * production jar against its built-in simulator. Only the copies are paused: the demo
 * campaigns other tests look at keep running.
 */
class CampaignBulkBrowserTest extends InChromium {

	/**
	 * Ticks the selection box of the grid row that shows {@code name}: the box and the
	 * name are in cells of the same row of the grid's shadow table.
	 */
	private static final String TICK_ROW = """
			([gridId, name]) => {
				const grid = document.getElementById(gridId);
				const rowOf = content => grid.shadowRoot
					.querySelector('slot[name="' + content.getAttribute('slot') + '"]').closest('tr');
				const named = [...grid.querySelectorAll('vaadin-grid-cell-content')]
					.find(content => content.textContent.trim() === name && !rowOf(content).hidden);
				const firstCell = rowOf(named).querySelector('td slot');
				grid.querySelector('vaadin-grid-cell-content[slot="' + firstCell.name + '"] vaadin-checkbox').click();
			}
			""";

	@Test
	void a_manager_clones_a_campaign_then_pauses_both_copies_at_once() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		String workspace = openFirstWorkspace();
		open("/w/" + workspace + "/campaigns");
		Locator cloneButtons = page.locator("#campaigns-grid vaadin-button[id^='campaign-clone-']:visible");
		assertThat(cloneButtons.first()).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(STEP_MS));
		String run = String.valueOf(System.nanoTime());
		List<String> copies = List.of("Browser copy A " + run, "Browser copy B " + run);

		for (String copy : copies) {
			cloneButtons.first().click();
			assertThat(page.locator("#clone-name input")).hasValue(Pattern.compile("Copy of .+"));
			assertThat(page.locator("#clone-cost")).containsText("Cost per run:");
			page.locator("#clone-name input").fill(copy);
			page.locator("#campaign-clone-create").click();
			assertThat(page.locator("#campaign-clone-dialog")).isHidden();
			assertThat(page.locator("#campaigns-grid vaadin-grid-cell-content:visible").getByText(copy, exact()))
				.isVisible();
		}
		screenshot("campaign-copies");

		for (String copy : copies) {
			page.evaluate(TICK_ROW, List.of("campaigns-grid", copy));
		}
		awaitVaadin();
		page.locator("#campaign-pause-selected").click();
		for (String copy : copies) {
			assertThat(page.getByText(copy + ": will be paused")).isVisible();
		}
		screenshot("campaign-bulk-confirm");
		page.locator("[slot='confirm-button']:visible").click();

		for (String copy : copies) {
			assertThat(page.locator("#campaign-bulk-results")).containsText(copy + ": Now paused.");
		}
		screenshot("campaign-bulk-results");
	}

	private static Locator.GetByTextOptions exact() {
		return new Locator.GetByTextOptions().setExact(true);
	}

}

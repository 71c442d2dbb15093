package app.locus.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Pages checked with axe-core's WCAG 2.2 AA rules in the real browser (issue 51), as the
 * people who read them and at a laptop's and a phone's width. Today the pages of AI
 * visibility (issue 49): the manager's page, with its colour matrix, competitors and
 * sources, and the client dashboard, which says the same in plain words.
 */
class AccessibilityBrowserTest extends InChromium {

	@ParameterizedTest(name = "at {0} px")
	@ValueSource(ints = { 1280, 390 })
	void the_ai_visibility_page_of_a_manager_breaks_no_wcag_2_2_aa_rule(int width) {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_MANAGER);
		openFirstWorkspace();
		page.locator("#nav-ai-visibility").first().click();
		page.locator("#ai-visibility-matrix").waitFor();

		assertThat(violationsAt(width)).as("axe's WCAG 2.2 AA violations").isEmpty();
	}

	@ParameterizedTest(name = "at {0} px")
	@ValueSource(ints = { 1280, 390 })
	void the_client_dashboard_with_its_ai_part_breaks_no_wcag_2_2_aa_rule(int width) {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.BLUE_BOTTLE_CLIENT);
		page.locator("#overview-title").waitFor();

		assertThat(violationsAt(width)).as("axe's WCAG 2.2 AA violations").isEmpty();
	}

	private List<String> violationsAt(int width) {
		page.setViewportSize(width, 844);
		awaitDrawn();
		return AxeAudit.violations(page);
	}

}

package app.locus.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.options.RequestOptions;
import org.awaitility.Awaitility;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Pages checked with axe-core's WCAG 2.2 AA rules in the real browser (issue 51), as the
 * people who read them and at a laptop's and a phone's width. Today the pages of AI
 * visibility (issue 49): the manager's page, with its colour matrix, competitors and
 * sources, and the client dashboard, which says the same in plain words; and the admin's
 * API tokens page (issue 52) with a token in its list, the page where a person allows an
 * assistant, and the person's connected assistants.
 */
class AccessibilityBrowserTest extends InChromium {

	/** Where the assistant of the consent check would get its code: its own machine. */
	private static final String ASSISTANT_RETURN = "http://127.0.0.1:7777/callback";

	@ParameterizedTest(name = "at {0} px")
	@ValueSource(ints = { 1280, 390 })
	void the_ai_visibility_page_of_a_manager_breaks_no_wcag_2_2_aa_rule(int width) {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.NORTHWIND_MANAGER);
		String workspace = openFirstWorkspace();
		// the demo's AI scans arrive with the first workspace sync, some seconds after
		// the start: the page is opened again until it shows them
		Awaitility.await()
			.atMost(Duration.ofSeconds(90))
			.pollInterval(Duration.ofSeconds(3))
			.ignoreExceptions()
			.until(() -> {
				open("/w/" + workspace + "/ai-visibility");
				page.locator("#ai-visibility-matrix, #ai-visibility-empty").first().waitFor();
				return page.locator("#ai-visibility-matrix").count() > 0;
			});

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

	@ParameterizedTest(name = "at {0} px")
	@ValueSource(ints = { 1280, 390 })
	void the_api_tokens_page_with_a_token_just_made_breaks_no_wcag_2_2_aa_rule(int width) {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.SUMMIT_ADMIN);
		open("/agency/api-tokens");
		page.locator("#api-token-name input").fill("Axe check " + width);
		page.locator("#api-token-issue").click();
		page.locator("#api-token-issued-done").click();
		page.locator("#api-tokens").waitFor();

		assertThat(violationsAt(width)).as("axe's WCAG 2.2 AA violations").isEmpty();
	}

	@ParameterizedTest(name = "at {0} px")
	@ValueSource(ints = { 1280, 390 })
	void the_page_where_a_person_allows_an_assistant_breaks_no_wcag_2_2_aa_rule(int width) throws Exception {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.SUMMIT_ADMIN);
		APIResponse registered = page.request()
			.post(ProductionApp.url() + "/oauth2/register", RequestOptions.create()
				.setHeader("Content-Type", "application/json")
				.setData("{\"client_name\":\"Axe assistant\",\"redirect_uris\":[\"" + ASSISTANT_RETURN + "\"]}"));
		assertThat(registered.status()).as(registered.text()).isEqualTo(201);
		String clientId = new ObjectMapper().readTree(registered.text()).get("client_id").asText();
		open("/oauth2/authorize?response_type=code&client_id=" + clientId + "&redirect_uri=" + ASSISTANT_RETURN
				+ "&scope=locus.read%20locus.write&state=axe&code_challenge=" + "A".repeat(43)
				+ "&code_challenge_method=S256");
		page.locator("#assistant-consent").waitFor();

		assertThat(violationsAt(width)).as("axe's WCAG 2.2 AA violations").isEmpty();
	}

	@ParameterizedTest(name = "at {0} px")
	@ValueSource(ints = { 1280, 390 })
	void the_connected_assistants_page_breaks_no_wcag_2_2_aa_rule(int width) {
		page.setViewportSize(1280, 800);
		signIn(DemoLogin.SUMMIT_ADMIN);
		open("/account/assistants");
		page.locator("#connected-assistants").waitFor();

		assertThat(violationsAt(width)).as("axe's WCAG 2.2 AA violations").isEmpty();
	}

	private List<String> violationsAt(int width) {
		page.setViewportSize(width, 844);
		awaitDrawn();
		return AxeAudit.violations(page);
	}

}

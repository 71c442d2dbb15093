package app.locus.businessprofile.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;

import app.locus.base.WorkspaceId;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ProfileChange;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.Role;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.gbp.Post;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.simulator.AccountHandle;
import app.locus.upstream.simulator.DemoData;
import app.locus.upstream.simulator.Simulator;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Deleting a post in a real browser (Debian's Chromium, see DD080): sign-in page, editor,
 * confirm dialog with the phrase, and the simulator at /sim behind the real gateway.
 */
@IntegrationTest
class DeletePostBrowserTest {

	private static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	private static final Path SCREENSHOTS = Paths.get("target", "screenshots");

	/** Dev mode may prepare the frontend on the first request. */
	private static final double FIRST_LOAD_MS = 180_000;

	private static final double STEP_MS = 60_000;

	/** True once every Flow client on the page has finished its round trip. */
	private static final String VAADIN_IDLE = """
			() => !!(window.Vaadin && window.Vaadin.Flow && window.Vaadin.Flow.clients)
				&& Object.keys(window.Vaadin.Flow.clients).length > 0
				&& Object.values(window.Vaadin.Flow.clients)
					.every(client => typeof client.isActive !== 'function' || !client.isActive())
			""";

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	BusinessProfileService profiles;

	Playwright playwright;

	Browser browser;

	Page page;

	WorkspaceId workspace;

	LocusUser manager;

	@BeforeEach
	void aManagerOfAWorkspaceWithALinkedLocationAndABrowser() throws Exception {
		TestAgency agency = new TestTenants(provisioning).agency();
		workspace = agency.workspace("Browser bakery");
		manager = agency.user(Role.ACCOUNT_MANAGER, workspace);
		AccountHandle account = simulator.createAccount("Browser test " + workspace, 100);
		account.saveLocation(PLACE, true);
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(workspace, "Simulator", account.key(), null);
		TestTenants.signIn(manager);

		Files.createDirectories(SCREENSHOTS);
		playwright = Playwright
			.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
		browser = playwright.chromium()
			.launch(new BrowserType.LaunchOptions().setExecutablePath(Paths.get("/usr/bin/chromium"))
				.setHeadless(true)
				.setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
						"--disable-background-networking", "--disable-component-update", "--disable-sync")));
		page = browser.newPage();
		page.setDefaultTimeout(STEP_MS);
		PlaywrightAssertions.setDefaultAssertionTimeout(STEP_MS);
	}

	@AfterEach
	void closeTheBrowser() {
		TestTenants.signOut();
		if (playwright != null) {
			playwright.close();
		}
	}

	@Test
	void a_manager_deletes_a_post_after_typing_the_phrase_in_lower_case_with_a_trailing_space() throws Exception {
		String text = "Browser test post " + workspace;
		String postId = profiles.apply(workspace, PLACE, new ProfileChange.CreatePost(text), null);

		signInThroughTheLoginPage();
		open("/w/" + workspace.value() + "/gbp/" + PLACE);
		page.locator("vaadin-tab").filter(new Locator.FilterOptions().setHasText("Posts")).click();
		Locator delete = page.locator("#post-delete-" + postId);
		delete.click();

		Locator confirm = page.locator("#confirm-button");
		assertThat(confirm).isVisible();
		assertThat(confirm).isDisabled();
		page.locator("#confirm-phrase input").fill("delete_post ");
		assertThat(confirm).isEnabled();
		page.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve("delete-post-dialog.png")));
		confirm.click();

		assertThat(page.locator("#confirm-dialog")).hasCount(0);
		assertThat(delete).hasCount(0, new LocatorAssertions.HasCountOptions().setTimeout(STEP_MS));
		assertThat(page.locator("#posts-grid")).not().containsText(text);
		page.waitForFunction(VAADIN_IDLE);
		page.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve("delete-post-result.png")));
		Assertions.assertThat(profiles.posts(workspace, PLACE, Limit.MAX, null).items())
			.extracting(Post::postId)
			.doesNotContain(postId);
	}

	private void signInThroughTheLoginPage() {
		open("/login");
		page.locator("#vaadinLoginUsername input").fill(manager.email());
		page.locator("#vaadinLoginPassword input").fill(TestTenants.PASSWORD);
		page.locator("#vaadinLoginPassword input").press("Enter");
		page.waitForURL(url -> !url.contains("/login"), new Page.WaitForURLOptions().setTimeout(FIRST_LOAD_MS));
		page.waitForFunction(VAADIN_IDLE, null, new Page.WaitForFunctionOptions().setTimeout(FIRST_LOAD_MS));
	}

	private void open(String path) {
		page.navigate("http://localhost:" + port + path, new Page.NavigateOptions().setTimeout(FIRST_LOAD_MS));
		page.waitForFunction(VAADIN_IDLE, null, new Page.WaitForFunctionOptions().setTimeout(FIRST_LOAD_MS));
	}

}

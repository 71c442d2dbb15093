package app.locus.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Base of the real-browser tests: Debian's Chromium driven by Playwright (never a
 * downloaded browser) against the production jar of this build (DD080, DD084). One
 * browser per test class, a fresh context (no cookies) per test. Waits for Vaadin's round
 * trips instead of sleeping.
 */
@ExtendWith(ProductionApp.OncePerRun.class)
abstract class InChromium {

	static final Path SCREENSHOTS = Path.of("target", "screenshots");

	/** Ceiling for one step; Playwright's locators and assertions wait up to this. */
	static final double STEP_MS = 60_000;

	/** True once every Flow client on the page exists and has no round trip under way. */
	private static final String VAADIN_IDLE = """
			() => !!(window.Vaadin && window.Vaadin.Flow && window.Vaadin.Flow.clients)
				&& Object.keys(window.Vaadin.Flow.clients).length > 0
				&& Object.values(window.Vaadin.Flow.clients)
					.every(client => typeof client.isActive !== 'function' || !client.isActive())
			""";

	/**
	 * Grids fetch and lay out their rows after the round trip that filled them, and
	 * images load on their own: a picture taken before both is of empty boxes.
	 */
	private static final String PAGE_DRAWN = """
			() => [...document.querySelectorAll('vaadin-grid')]
					.filter(grid => grid.offsetParent !== null)
					.every(grid => !grid.hasAttribute('loading')
						&& (grid.size === 0 || grid.querySelectorAll('vaadin-grid-cell-content').length > 0))
				&& [...document.images].every(image => image.complete)
			""";

	/** Vaadin elements on the page whose code the browser never loaded. */
	private static final String UNDEFINED_ELEMENTS = """
			() => [...new Set([...document.querySelectorAll('*')]
				.map(element => element.localName)
				.filter(name => name.startsWith('vaadin-') && !customElements.get(name)))]
			""";

	private static final Pattern WORKSPACE_IN_URL = Pattern.compile(".*/w/([^/?#]+).*");

	private static Playwright playwright;

	private static Browser browser;

	private BrowserContext context;

	private final List<String> policyViolations = new CopyOnWriteArrayList<>();

	Page page;

	@BeforeAll
	static void launchChromium() throws Exception {
		Files.createDirectories(SCREENSHOTS);
		playwright = Playwright
			.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
		browser = playwright.chromium()
			.launch(new BrowserType.LaunchOptions().setExecutablePath(Path.of("/usr/bin/chromium"))
				.setHeadless(true)
				.setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
						"--disable-background-networking", "--disable-component-update", "--disable-sync",
						"--disable-dev-shm-usage")));
		PlaywrightAssertions.setDefaultAssertionTimeout(STEP_MS);
	}

	@AfterAll
	static void closeChromium() {
		if (playwright != null) {
			playwright.close();
			playwright = null;
		}
	}

	@BeforeEach
	void freshBrowserContext() {
		openContext(new Browser.NewContextOptions());
	}

	/**
	 * Starts again in a browser whose language is {@code locale} ({@code "es-ES"}): the
	 * language it asks pages in, as a browser set up in Spain does.
	 */
	void browserInLanguage(String locale) {
		context.close();
		openContext(new Browser.NewContextOptions().setLocale(locale));
	}

	private void openContext(Browser.NewContextOptions options) {
		context = browser.newContext(options.setViewportSize(1280, 860));
		page = context.newPage();
		page.setDefaultTimeout(STEP_MS);
		policyViolations.clear();
		page.onConsoleMessage(message -> {
			if (message.text().contains("Content Security Policy")) {
				policyViolations.add(message.text());
			}
		});
	}

	/**
	 * Every test also shows that the app's Content-Security-Policy refused nothing it
	 * needs (DD101).
	 */
	@AfterEach
	void closeBrowserContext() {
		try {
			assertThat(policyViolations).as("what the Content-Security-Policy refused").isEmpty();
		}
		finally {
			context.close();
		}
	}

	/** Signs in on the app's own login page and waits for the page it leads to. */
	void signIn(DemoLogin login) {
		signIn(ProductionApp.url(), login);
	}

	/** Signs in on the login page at {@code baseUrl} (such as a white-label host). */
	void signIn(String baseUrl, DemoLogin login) {
		load(baseUrl + "/login");
		page.locator("#vaadinLoginUsername input").fill(login.email());
		page.locator("#vaadinLoginPassword input").fill(login.password());
		page.locator("#vaadinLoginPassword input").press("Enter");
		page.waitForURL(url -> !url.contains("/login"));
		awaitVaadin();
	}

	/** Opens a path of the app and waits until Vaadin has rendered it. */
	void open(String path) {
		load(ProductionApp.url() + path);
	}

	private void load(String url) {
		page.navigate(url);
		awaitVaadin();
	}

	/** Waits until every Vaadin round trip under way has finished. */
	void awaitVaadin() {
		page.waitForFunction(VAADIN_IDLE);
	}

	/**
	 * Opens the first workspace from the side navigation (admins and managers land on the
	 * agency overview) and answers its id.
	 */
	String openFirstWorkspace() {
		page.locator("#nav-dashboard").first().click();
		return workspaceInUrl();
	}

	/** The workspace id in the current address ({@code /w/{id}/...}). */
	String workspaceInUrl() {
		page.waitForURL(WORKSPACE_IN_URL);
		Matcher matcher = WORKSPACE_IN_URL.matcher(page.url());
		if (!matcher.matches()) {
			throw new AssertionError("No workspace in " + page.url());
		}
		return matcher.group(1);
	}

	/**
	 * Saves the page, once Vaadin is idle and its grids and images are drawn, as
	 * {@code target/screenshots/<name>.png}.
	 */
	void screenshot(String name) {
		awaitDrawn();
		page.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve(name + ".png")));
	}

	/** Waits until Vaadin is idle and the page's grids and images are drawn. */
	void awaitDrawn() {
		awaitVaadin();
		try {
			page.waitForFunction(PAGE_DRAWN, null, new Page.WaitForFunctionOptions().setTimeout(30_000));
		}
		catch (TimeoutError ex) {
			throw new AssertionError("The page was not drawn within 30 s; Vaadin elements without their code: "
					+ page.evaluate(UNDEFINED_ELEMENTS), ex);
		}
	}

}

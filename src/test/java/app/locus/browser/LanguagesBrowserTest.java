package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

import app.locus.clientreports.PdfText;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import org.junit.jupiter.api.Test;

/**
 * People work in their own language in the production jar (issue 51). The expected words
 * are written here as a reader of each language would expect them, not read from the
 * bundles.
 */
class LanguagesBrowserTest extends InChromium {

	private static final double SCAN_DONE_MS = 120_000;

	/** A day as Spanish writes it: "7 dic 2026". */
	private static final Pattern SPANISH_DAY = Pattern
		.compile("\\b\\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\\.? \\d{4}\\b");

	/** A day as German writes it: "7. Dez. 2026". */
	private static final Pattern GERMAN_DAY = Pattern
		.compile("\\b\\d{1,2}\\. (Jan|Feb|März|Apr|Mai|Juni|Juli|Aug|Sept|Okt|Nov|Dez)\\.? \\d{4}\\b");

	/** A figure alone with a decimal comma, as German writes 4.25: "4,25". */
	private static final Pattern GERMAN_FIGURE = Pattern.compile("^\\s*\\d+,\\d{1,2}\\s*$");

	/** A day as French writes it: "7 déc. 2026". */
	private static final Pattern FRENCH_DAY = Pattern
		.compile("\\b\\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\\.? \\d{4}\\b");

	@Test
	void an_admin_whose_browser_speaks_french_creates_a_workspace_and_opens_its_settings_in_french() {
		browserInLanguage("fr-FR");
		// Summit's admin, whose list of clients no other test counts.
		signIn(DemoLogin.SUMMIT_ADMIN);
		open("/agency/workspaces");
		assertThat(page.locator("h2").first()).hasText("Espaces de travail");
		String name = "Boulangerie " + System.nanoTime();
		page.locator("#new-workspace-name input").fill(name);
		page.locator("#create-workspace").click();
		assertThat(page.locator("vaadin-notification-card").first())
			.containsText("L’espace de travail " + name + " a été créé.");
		Locator row = page.locator("#workspaces-grid vaadin-grid-cell-content:visible").getByText(name);
		assertThat(row).isVisible();
		Locator cells = page.locator("#workspaces-grid vaadin-grid-cell-content:visible");
		assertThat(cells.filter(new Locator.FilterOptions().setHasText(FRENCH_DAY)).first()).isVisible();
		screenshot("french-workspaces");

		String workspace = openFirstWorkspace();
		open("/w/" + workspace + "/settings");
		assertThat(page.locator("#workspace-settings-title")).containsText("Paramètres de");
		assertThat(page.locator("#workspace-language")).containsText("Langue du client");
	}

	@Test
	void a_manager_whose_browser_speaks_spanish_runs_a_scan_and_copies_a_campaign_in_spanish() {
		browserInLanguage("es-ES");
		signIn(DemoLogin.NORTHWIND_MANAGER);
		page.locator("#nav-new-scan").click();
		assertThat(page.locator("h2").first()).hasText("Hacer un escaneo");
		awaitVaadin();
		page.locator("#scan-location input").click();
		page.locator("vaadin-combo-box-item").first().click();
		page.locator("#scan-keyword input").fill("prueba " + System.nanoTime());
		page.locator("#scan-grid input").fill("3");
		page.locator("#check-cost").click();
		assertThat(page.locator("#cost")).containsText("Este escaneo cuesta 9 créditos.");
		page.locator("#run-scan").click();
		assertThat(page.locator("#report-link"))
			.isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(SCAN_DONE_MS));
		page.locator("#report-link").click();
		assertThat(page.locator("#report-title")).containsText("Informe de escaneo: prueba");
		assertThat(page.locator("#report-about")).containsText(SPANISH_DAY);
		screenshot("spanish-scan-report");

		String workspace = workspaceInUrl();
		open("/w/" + workspace + "/campaigns");
		assertThat(page.locator("h2").first()).hasText("Campañas");
		Locator copy = page.locator("#campaigns-grid vaadin-button[id^='campaign-clone-']:visible").first();
		assertThat(copy).hasText("Duplicar");
		copy.click();
		assertThat(page.locator("#clone-cost")).containsText("Coste por ejecución:");
		assertThat(page.locator("#clone-name input")).hasValue(Pattern.compile("^Copia de .+"));
		String name = "Copia española " + System.nanoTime();
		page.locator("#clone-name input").fill(name);
		page.locator("#campaign-clone-create").click();
		assertThat(page.locator("vaadin-notification-card").first()).containsText("Copia creada en");
		assertThat(page.locator("#campaigns-grid vaadin-grid-cell-content:visible").getByText(name)).isVisible();
		screenshot("spanish-campaign-copy");
	}

	/**
	 * Blue Bottle's client reads in German because the workspace says so, though their
	 * browser asks for English. In an app of its own, so that no other test meets a
	 * German workspace.
	 */
	@Test
	void a_client_viewer_of_a_german_workspace_reads_the_dashboard_a_report_the_pdf_and_a_shared_page_in_german()
			throws Exception {
		try (ProductionApp app = ProductionApp.start(ProductionApp.jarPath(), ProductionApp.freePort(), List.of())) {
			String base = app.address();
			signIn(base, DemoLogin.NORTHWIND_MANAGER);
			String workspace = openFirstWorkspace();
			go(base + "/w/" + workspace + "/settings");
			page.locator("#workspace-language vaadin-select-value-button").click();
			page.locator("vaadin-select-item:has-text('Deutsch')").click();
			page.locator("#workspace-settings-save").click();
			assertThat(page.locator("vaadin-notification-card").first()).containsText("Deutsch");
			String link = shareTheFirstScanReport(base, workspace);
			go(base + "/w/" + workspace + "/client-reports");
			page.locator("#client-report-sections vaadin-checkbox")
				.filter(new Locator.FilterOptions().setHasText("Summary"))
				.locator("input")
				.check();
			page.locator("#client-report-template-save").click();
			page.locator("#client-report-generate").click();
			assertThat(page.locator(".client-report-download:visible")).hasCount(1);

			browserInLanguage("en-US");
			signIn(base, DemoLogin.BLUE_BOTTLE_CLIENT);
			go(base + "/w/" + workspace + "/dashboard");
			Locator latest = page.locator("#latest-per-keyword");
			assertThat(latest).containsText("Letzter Scan");
			assertThat(latest).containsText("ARP (niedriger ist besser)");
			assertThat(figure(latest.locator("vaadin-grid-cell-content:visible"))).isVisible();
			screenshot("german-client-dashboard");

			go(base + "/w/" + workspace + "/reports");
			page.locator("#tab-scan").click();
			awaitVaadin();
			page.locator("#gallery vaadin-grid-cell-content:visible:text-is('bakery')").first().click();
			assertThat(page.locator("#report-title")).containsText("Scan-Bericht: bakery");
			assertThat(page.locator("#report-about")).containsText(GERMAN_DAY);
			screenshot("german-client-report");

			go(base + "/w/" + workspace + "/client-reports");
			Download download = page.waitForDownload(() -> page.locator(".client-report-download").first().click());
			String pdf = PdfText.of(Files.readAllBytes(download.path()));
			assertThat(pdf).containsPattern("(Scans? wurden?|Keine Scans wurden) in diesem Zeitraum durchgeführt")
				.containsPattern(GERMAN_DAY);

			browserInLanguage("en-US");
			page.navigate(link);
			assertThat(page.locator("html")).hasAttribute("lang", "de");
			assertThat(page.locator("#report-title")).containsText("Scan-Bericht: bakery");
			assertThat(page.locator("#report-figures")).containsText("Durchschnittlicher Rang (ARP)");
			assertThat(figure(page.locator("#report-figures strong"))).isVisible();
			assertThat(page.locator("#shared-note")).containsText("Geteilt von Northwind Local am");
			// a page of plain HTML, with no Vaadin to wait for
			page.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve("german-shared-page.png")));
		}
	}

	/**
	 * Waits for the demo's first sync to bring Blue Bottle's scans, then shares the first
	 * and answers the link.
	 */
	private String shareTheFirstScanReport(String base, String workspace) {
		Locator bakery = page.locator("#gallery vaadin-grid-cell-content:visible:text-is('bakery')").first();
		await().atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofSeconds(2)).untilAsserted(() -> {
			go(base + "/w/" + workspace + "/reports");
			page.locator("#tab-scan").click();
			awaitVaadin();
			assertThat(bakery).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(1_000));
		});
		bakery.click();
		page.waitForURL(url -> url.contains("/reports/scan/"));
		awaitVaadin();
		// The page draws itself again when the report's details arrive, and a click on
		// the
		// button it replaced opens nothing: click until the dialog is there.
		Locator create = page.locator("#share-create");
		await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofSeconds(2)).until(() -> {
			if (!create.isVisible()) {
				page.locator("#share-report").click();
				awaitVaadin();
			}
			return create.isVisible();
		});
		create.click();
		return page.locator("#share-link input").inputValue();
	}

	private static Locator figure(Locator cells) {
		return cells.filter(new Locator.FilterOptions().setHasText(GERMAN_FIGURE)).first();
	}

	private void go(String url) {
		page.navigate(url);
		awaitVaadin();
	}

}

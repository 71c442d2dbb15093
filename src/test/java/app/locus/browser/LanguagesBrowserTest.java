package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.util.regex.Pattern;

import com.microsoft.playwright.Locator;
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

	/** A day as French writes it: "7 déc. 2026". */
	private static final Pattern FRENCH_DAY = Pattern
		.compile("\\b\\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\\.? \\d{4}\\b");

	@Test
	void an_admin_whose_browser_speaks_french_creates_a_workspace_and_opens_its_settings_in_french() {
		browserInLanguage("fr-FR");
		signIn(DemoLogin.NORTHWIND_ADMIN);
		open("/agency/workspaces");
		assertThat(page.locator("h2").first()).hasText("Espaces de travail");
		String name = "Boulangerie " + System.nanoTime();
		page.locator("#new-workspace-name input").fill(name);
		page.locator("#create-workspace").click();
		assertThat(page.locator("vaadin-notification-card").first())
			.containsText("L’espace de travail " + name + " a été créé.");
		Locator row = page.locator("#workspaces-grid vaadin-grid-cell-content:visible").getByText(name);
		assertThat(row).isVisible();
		assertThat(page.locator("#workspaces-grid")).containsText(FRENCH_DAY);
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
		String name = "Copia española " + System.nanoTime();
		page.locator("#clone-name input").fill(name);
		page.locator("#campaign-clone-create").click();
		assertThat(page.locator("vaadin-notification-card").first()).containsText("Copia creada en");
		assertThat(page.locator("#campaigns-grid vaadin-grid-cell-content:visible").getByText(name)).isVisible();
		screenshot("spanish-campaign-copy");
	}

}

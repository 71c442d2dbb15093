package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.nio.charset.StandardCharsets;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.FilePayload;
import org.junit.jupiter.api.Test;

/**
 * A manager imports keywords from a CSV file with good, duplicate and bad rows: the
 * preview counts them, nothing is saved before the import is confirmed, and only the good
 * rows are saved.
 */
class CsvImportBrowserTest extends InChromium {

	@Test
	void a_manager_previews_a_csv_file_and_imports_only_its_good_rows() {
		String listName = "Imported " + System.nanoTime();
		String file = "keyword\nemergency plumber\nboiler repair\nEmergency Plumber\n\"bad, keyword\"\nplumber near me\n";
		signIn(DemoLogin.NORTHWIND_MANAGER);
		page.locator("#nav-keywords").click();
		awaitVaadin();
		page.locator("#keyword-list-name input").fill(listName);
		page.locator("#keyword-list-keywords textarea").fill("plumber near me");
		page.locator("#keyword-list-save").click();
		awaitVaadin();
		assertThat(page.locator("#keyword-import-section")).containsText(listName);

		page.locator("#keyword-import-upload input[type=file]")
			.setInputFiles(new FilePayload("keywords.csv", "text/csv", file.getBytes(StandardCharsets.UTF_8)));

		assertThat(page.locator("#keyword-import-status"))
			.hasText("2 will be added · 2 duplicates · 1 invalid. Nothing is saved until you import.");
		assertThat(page.locator("#keyword-import-rows vaadin-grid-cell-content:visible")
			.filter(new Locator.FilterOptions().setHasText("Invalid: Keyword must not contain commas"))).hasCount(1);
		assertThat(page.locator("#keyword-lists")).not().containsText("boiler repair");
		screenshot("csv-import-preview");

		page.locator("#keyword-import-confirm").click();

		assertThat(page.locator("#keyword-import-status")).containsText("2 keywords added");
		// the list stays open after the import, showing what it now holds
		assertThat(page.locator("#keyword-list-keywords textarea"))
			.hasValue("plumber near me\nemergency plumber\nboiler repair");
		screenshot("csv-import-done");
	}

}

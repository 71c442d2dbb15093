package app.locus.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Counts read in the plural their number asks for, in every language (DD203): no "1 of 5
 * step left", no "grid point(s)".
 */
class PluralTextsTest {

	private final MessageBundles texts = new MessageBundles();

	@Test
	void the_first_run_checklist_counts_its_steps_in_the_singular_and_the_plural() {
		assertThat(texts.getTranslation("onboarding.checklist.left", Locale.ENGLISH, 1, 5))
			.isEqualTo("Finish setting up: 1 step of 5 left.");
		assertThat(texts.getTranslation("onboarding.checklist.left", Locale.ENGLISH, 3, 5))
			.isEqualTo("Finish setting up: 3 steps of 5 left.");
		assertThat(texts.getTranslation("onboarding.checklist.left", Locale.GERMAN, 1, 5))
			.isEqualTo("Einrichtung abschließen: noch 1 Schritt von 5.");
		assertThat(texts.getTranslation("onboarding.checklist.left", Locale.FRENCH, 2, 5))
			.isEqualTo("Terminez la configuration : encore 2 étapes sur 5.");
	}

	@Test
	void a_rank_alert_counts_its_grid_points_in_the_singular_and_the_plural() {
		assertThat(texts.getTranslation("alerts.rankLeftTop3.title", Locale.ENGLISH, 1, "\"pizza\""))
			.isEqualTo("1 grid point left the top 3 for \"pizza\"");
		assertThat(texts.getTranslation("alerts.rankLeftTop3.title", Locale.ENGLISH, 1200, "\"pizza\""))
			.isEqualTo("1,200 grid points left the top 3 for \"pizza\"");
		assertThat(texts.getTranslation("alerts.rankLeftTop3.title", Locale.forLanguageTag("es"), 2, "x"))
			.isEqualTo("2 puntos de la cuadrícula han salido del top 3 en x");
	}

	@Test
	void an_alerts_map_counts_its_points_in_the_singular_and_the_plural() {
		assertThat(texts.getTranslation("alerts.page.map", Locale.ENGLISH, 1, 49))
			.isEqualTo("1 of 49 grid points left the top 3 (outlined; north at the top)");
		assertThat(texts.getTranslation("alerts.page.map", Locale.GERMAN, 2, 49))
			.isEqualTo("2 von 49 Rasterpunkten haben die Top 3 verlassen (umrandet; Norden oben)");
	}

	/**
	 * No text in the code (outside the simulator, which answers in the vendor's words)
	 * says "alert(s)": a count and its noun go through {@link app.locus.base.Counted} or
	 * a bundle's {@code choice}.
	 */
	@Test
	void no_text_in_the_code_leaves_its_plural_in_brackets() throws IOException {
		Pattern bracketed = Pattern.compile("\"[^\"]*\\w\\(s\\)[^\"]*\"");
		List<String> found = new ArrayList<>();
		Path main = Path.of("src/main/java/app/locus");
		try (Stream<Path> files = Files.walk(main)) {
			for (Path file : files.filter(f -> f.toString().endsWith(".java"))
				.filter(f -> !f.startsWith(main.resolve("simulator")))
				.toList()) {
				for (String line : Files.readAllLines(file)) {
					Matcher matcher = bracketed.matcher(line.replace("http(s)", "http"));
					if (matcher.find()) {
						found.add(main.relativize(file) + ": " + matcher.group());
					}
				}
			}
		}
		assertThat(found).isEmpty();
	}

}

package app.locus.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The build's checks of the text bundles (DD195): the application's own pass, and each
 * check is seen failing on planted bundles ({@code src/test/resources/i18n-planted}).
 */
class TextBundlesTest {

	private static final Path PLANTED = Path.of("src/test/resources/i18n-planted");

	@Test
	void every_text_is_translated_into_every_language_with_the_same_placeholders_and_used() {
		assertThat(new TextBundleCheck(Path.of("src/main/resources/i18n"), Path.of("src/main/java")).problems())
			.as("problems of the text bundles")
			.isEmpty();
	}

	@Test
	void a_missing_translation_a_missing_key_and_an_extra_key_are_problems() {
		assertThat(plantedProblems()).contains(
				"planted_fr.properties is missing: every text needs its Français translation",
				"planted.quote has no translation in planted_de.properties",
				"planted.extra in planted_es.properties is not in planted.properties");
	}

	@Test
	void a_translation_with_other_placeholders_is_a_problem() {
		assertThat(plantedProblems()).contains(
				"planted.greeting in planted_de.properties has the placeholders [], but the English text has [0]");
	}

	@Test
	void a_key_nobody_uses_a_key_of_another_area_and_a_key_in_two_bundles_are_problems() {
		assertThat(plantedProblems()).contains(
				"planted.unused (planted.properties) is used nowhere in the code: remove it, or write the key as one "
						+ "string literal where it is used",
				"planted.foreign in other.properties does not start with \"other.\"",
				"planted.foreign is in both other.properties and planted.properties");
	}

	@Test
	void a_key_the_code_asks_for_that_no_bundle_has_is_a_problem() {
		assertThat(plantedProblems()).contains("planted.nowhere is asked for by the code but is in no bundle");
	}

	@Test
	void a_lone_straight_quote_is_a_problem() {
		assertThat(plantedProblems()).contains("planted.quote in planted.properties has a lone straight quote, which "
				+ "MessageFormat would swallow: write \u2019 (or '' for a straight one)");
	}

	@Test
	void placeholders_count_each_argument_once_whatever_its_format() {
		assertThat(TextBundleCheck.placeholders("{0,choice,0#none|1<{0,number,integer} of {1}}")).containsExactly(0, 1);
	}

	private static java.util.List<String> plantedProblems() {
		return new TextBundleCheck(PLANTED.resolve("bundles"), PLANTED.resolve("src")).problems();
	}

}

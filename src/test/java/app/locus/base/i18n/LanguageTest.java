package app.locus.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

class LanguageTest {

	@Test
	void the_first_of_the_browsers_languages_that_locus_has_wins_whatever_its_country() {
		assertThat(Language.preferred(locales("de-DE", "en-US", "en"))).isEqualTo(Language.GERMAN);
		assertThat(Language.preferred(locales("pt-BR", "es-419", "en"))).isEqualTo(Language.SPANISH);
		assertThat(Language.preferred(locales("fr-CA"))).isEqualTo(Language.FRENCH);
	}

	@Test
	void a_browser_without_any_language_locus_has_reads_english() {
		assertThat(Language.preferred(locales("pt-BR", "ja"))).isEqualTo(Language.ENGLISH);
		assertThat(Language.preferred(List.of())).isEqualTo(Language.ENGLISH);
	}

	@Test
	void stored_codes_name_the_languages_and_nothing_else_does() {
		assertThat(Language.ofCode("de")).contains(Language.GERMAN);
		assertThat(Language.ofCode(" FR ")).contains(Language.FRENCH);
		assertThat(Language.ofCode("deu")).isEmpty();
		assertThat(Language.ofCode("de-DE")).isEmpty();
		assertThat(Language.ofCode(null)).isEmpty();
	}

	private static List<Locale> locales(String... tags) {
		return List.of(tags).stream().map(Locale::forLanguageTag).toList();
	}

}

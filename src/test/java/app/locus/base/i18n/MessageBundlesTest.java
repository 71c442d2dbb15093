package app.locus.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;

import org.junit.jupiter.api.Test;

class MessageBundlesTest {

	private final MessageBundles texts = new MessageBundles();

	@Test
	void a_text_is_read_in_the_readers_language_whatever_the_country() {
		assertThat(texts.getTranslation("shell.menu.sign-out", Locale.forLanguageTag("de-AT"))).isEqualTo("Abmelden");
		assertThat(texts.getTranslation("shell.menu.sign-out", Locale.forLanguageTag("es-MX")))
			.isEqualTo("Cerrar sesión");
	}

	@Test
	void a_language_locus_does_not_have_reads_english() {
		assertThat(texts.getTranslation("shell.menu.sign-out", Locale.forLanguageTag("pt-BR"))).isEqualTo("Sign out");
		assertThat(texts.getTranslation("shell.menu.sign-out", null)).isEqualTo("Sign out");
	}

	@Test
	void arguments_are_formatted_in_the_readers_locale() {
		assertThat(texts.getTranslation("signin.paused.text", Locale.GERMAN, 1440)).contains("in 1.440 Minuten erneut");
		assertThat(texts.getTranslation("signin.paused.text", Locale.ENGLISH, 0))
			.contains("try again in a few minutes.");
	}

	@Test
	void a_key_without_a_text_shows_itself_marked() {
		assertThat(texts.getTranslation("shell.no-such-key", Locale.ENGLISH)).isEqualTo("!shell.no-such-key!");
	}

	@Test
	void every_area_is_found_on_the_class_path() {
		assertThat(texts.bundleNames()).contains("common", "shell", "signin", "dashboard", "workspacesettings");
	}

}

package app.locus.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;

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

}

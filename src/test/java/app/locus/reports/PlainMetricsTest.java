package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import app.locus.base.i18n.Language;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.MessageBundles;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.RankMetrics;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PlainMetricsTest {

	private static final MessageBundles BUNDLES = new MessageBundles();

	private static final PlainMetrics ENGLISH = in(Language.ENGLISH);

	@ParameterizedTest
	@CsvSource(delimiter = '|', textBlock = """
			64.00 | You appear in the top 3 in 64% of the area around your business | SoLV, share of local voice: 64
			61.5  | You appear in the top 3 in 62% of the area around your business | SoLV, share of local voice: 61.5
			0     | You appear in the top 3 in 0% of the area around your business  | SoLV, share of local voice: 0
			""")
	void saysTheShareOfLocalVoiceAsTheAreaWhereTheBusinessIsInTheTopThree(String solv, String text, String technical) {
		RankMetrics metrics = new RankMetrics(null, null, new BigDecimal(solv));

		assertThat(ENGLISH.of(metrics, Platform.GOOGLE)).containsExactly(new PlainMetrics.Sentence(text, technical));
	}

	@Test
	void saysTheShareOfAiVoiceOnAnAiPlatformUnderItsOwnName() {
		RankMetrics metrics = new RankMetrics(null, null, new BigDecimal("40.4"));

		assertThat(ENGLISH.share(metrics, Platform.CHATGPT)).isEqualTo(new PlainMetrics.Sentence(
				"AI answers name you in 40% of the area around your business", "SAIV, share of AI voice: 40.4"));
	}

	@Test
	void saysTheRanksInWordsWithTheirTechnicalNamesAfterTheShare() {
		RankMetrics metrics = new RankMetrics(new BigDecimal("3.42"), new BigDecimal("2.10"), new BigDecimal("61.22"));

		assertThat(ENGLISH.of(metrics, null)).extracting(PlainMetrics.Sentence::text)
			.containsExactly("You appear in the top 3 in 61% of the area around your business",
					"On average you rank 3.4 across the area around your business (1 is the top, 20 means not found)",
					"Your best rank at each point averages 2.1");
		assertThat(ENGLISH.of(metrics, null)).extracting(PlainMetrics.Sentence::technical)
			.containsExactly("SoLV, share of local voice: 61.22", "ARP, average rank position: 3.42",
					"ATRP, average of the best rank per point: 2.1");
	}

	@Test
	void saysTheMetricsInTheReadersLanguageAndNumbersWithTheMetricsOwnNames() {
		RankMetrics metrics = new RankMetrics(new BigDecimal("3.42"), null, new BigDecimal("61.22"));

		assertThat(in(Language.GERMAN).of(metrics, Platform.GOOGLE)).containsExactly(
				new PlainMetrics.Sentence(
						"In 61\u00a0% des Gebiets um Ihr Unternehmen erscheinen Sie unter den ersten 3",
						"SoLV, Anteil an der lokalen Sichtbarkeit: 61,22"),
				new PlainMetrics.Sentence(
						"Im Durchschnitt stehen Sie im Gebiet um Ihr Unternehmen auf Rang 3,4 (1 ist ganz oben, "
								+ "20 heißt nicht gefunden)",
						"ARP, durchschnittliche Rangposition: 3,42"));
	}

	@Test
	void saysNothingAboutAMetricTheScanDoesNotHold() {
		assertThat(ENGLISH.of(new RankMetrics(null, null, null), Platform.GOOGLE)).isEmpty();
		assertThat(ENGLISH.share(null, Platform.GOOGLE)).isNull();
	}

	private static PlainMetrics in(Language language) {
		return new PlainMetrics((key, arguments) -> BUNDLES.getTranslation(key, language.locale(), arguments),
				LocaleFormats.of(language));
	}

}

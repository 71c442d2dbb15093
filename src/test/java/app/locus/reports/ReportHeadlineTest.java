package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import app.locus.base.i18n.BundleTexts;
import app.locus.base.i18n.Language;
import app.locus.base.i18n.LocaleFormats;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.upstream.api.Measurement;
import org.junit.jupiter.api.Test;

/** A scan's grid as each reader writes it, words and separators alike. */
class ReportHeadlineTest {

	private static final GridGeometry SEVEN_BY_SEVEN = GridGeometry.of(7, new BigDecimal("2"), Measurement.MI);

	@Test
	void says_the_grid_in_english() {
		assertThat(headline(Language.ENGLISH).geometry(SEVEN_BY_SEVEN))
			.isEqualTo("7 × 7 points, 0.667 mi apart, 2 mi from the centre to each edge");
	}

	@Test
	void says_the_grid_in_german_with_a_decimal_comma() {
		assertThat(headline(Language.GERMAN).geometry(SEVEN_BY_SEVEN))
			.isEqualTo("7 × 7 Punkte im Abstand von 0,667 mi, 2 mi vom Mittelpunkt bis zu jedem Rand");
	}

	@Test
	void gives_the_radius_of_a_short_grid_in_the_readers_separators() {
		assertThat(headline(Language.FRENCH).grid(5, new BigDecimal("1.5"), Measurement.KM)).isEqualTo("5 × 5, 1,5 km");
	}

	private static ReportHeadline headline(Language language) {
		return new ReportHeadline(BundleTexts.in(language), LocaleFormats.of(language));
	}

}

package app.locus.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.Locale;

import app.locus.base.DisplayDates;
import org.junit.jupiter.api.Test;

/**
 * Dates and numbers as a reader of each language writes them. French groups thousands
 * with a narrow no-break space (U+202F) and puts a no-break space (U+00A0) before the
 * percent sign, as its typography asks.
 */
class LocaleFormatsTest {

	private static final LocalDate DAY = LocalDate.of(2026, 11, 27);

	private static final BigDecimal FIGURE = new BigDecimal("1234.5");

	@Test
	void english_reads_exactly_as_display_dates_writes() {
		LocaleFormats english = LocaleFormats.of(Language.ENGLISH);
		assertThat(english.day(DAY)).isEqualTo("27 Nov 2026").isEqualTo(DisplayDates.day(DAY));
		assertThat(english.dayOfWeek(DAY)).isEqualTo("Fri 27 Nov 2026");
		assertThat(english.month(YearMonth.of(2026, 11))).isEqualTo("Nov 2026");
		assertThat(english.dateTime(LocalDateTime.of(2026, 11, 27, 14, 5))).isEqualTo("27 Nov 2026, 14:05");
		assertThat(english.decimal(FIGURE, 2)).isEqualTo("1,234.5");
		assertThat(english.percent(new BigDecimal("64.25"))).isEqualTo("64.3%");
		assertThat(english.credits(12500)).isEqualTo("12,500");
	}

	@Test
	void german_writes_a_dot_after_the_day_and_a_decimal_comma() {
		LocaleFormats german = LocaleFormats.of(Locale.forLanguageTag("de-AT"));
		assertThat(german.day(DAY)).isEqualTo("27. Nov. 2026");
		assertThat(german.dayOfWeek(DAY)).isEqualTo("Fr., 27. Nov. 2026");
		assertThat(german.decimal(FIGURE, 2)).isEqualTo("1.234,5");
		assertThat(german.percent(new BigDecimal("64.25"))).isEqualTo("64,3\u00a0%");
		assertThat(german.credits(12500)).isEqualTo("12.500");
		assertThat(german.instant(Instant.parse("2026-11-27T13:05:00Z"), ZoneId.of("Europe/Berlin")))
			.isEqualTo("27. Nov. 2026, 14:05 MEZ");
	}

	@Test
	void spanish_and_french_write_a_decimal_comma_and_their_own_month_names() {
		LocaleFormats spanish = LocaleFormats.of(Language.SPANISH);
		assertThat(spanish.day(DAY)).isEqualTo("27 nov 2026");
		assertThat(spanish.decimal(FIGURE, 2)).isEqualTo("1.234,5");
		LocaleFormats french = LocaleFormats.of(Language.FRENCH);
		assertThat(french.day(DAY)).isEqualTo("27 nov. 2026");
		assertThat(french.decimal(FIGURE, 2)).isEqualTo("1\u202f234,5");
		assertThat(french.percent(new BigDecimal("64.25"))).isEqualTo("64,3\u00a0%");
	}

	@Test
	void a_figure_not_measured_is_a_dash_in_every_language() {
		for (Language language : Language.values()) {
			assertThat(LocaleFormats.of(language).decimal(null, 2)).isEqualTo("–");
			assertThat(LocaleFormats.of(language).percent(null)).isEqualTo("–");
		}
	}

	@Test
	void decimals_are_cut_to_the_figures_precision_and_trailing_zeros_dropped() {
		assertThat(LocaleFormats.of(Language.GERMAN).decimal(new BigDecimal("3.256"), 2)).isEqualTo("3,26");
		assertThat(LocaleFormats.of(Language.GERMAN).decimal(new BigDecimal("3.50"), 2)).isEqualTo("3,5");
	}

}

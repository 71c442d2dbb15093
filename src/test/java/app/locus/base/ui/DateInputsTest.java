package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;

import com.vaadin.flow.component.datepicker.DatePicker;
import org.junit.jupiter.api.Test;

/**
 * One date format per language (DD202), the field's own: what it shows, what it reads,
 * its placeholder and its refusal all name the same format.
 */
class DateInputsTest extends UiTest {

	@Test
	void an_english_field_shows_and_reads_iso_only_with_its_placeholder_and_refusal_in_iso() {
		openAnonymously();

		DatePicker picker = DateInputs.picker("From", Locale.ENGLISH);

		// one format: a day-first "31/12/2026" is not read on an English page
		assertThat(picker.getI18n().getDateFormats()).containsExactly("yyyy-MM-dd");
		assertThat(picker.getPlaceholder()).isEqualTo("2026-11-27");
		assertThat(picker.getI18n().getBadInputErrorMessage()).isEqualTo("Type the date as 2026-11-27.");
	}

	@Test
	void german_french_and_spanish_fields_write_the_day_first_as_their_readers_do() {
		openAnonymously();

		DatePicker german = DateInputs.picker("Von", Locale.GERMANY);
		DatePicker french = DateInputs.picker("Du", Locale.FRENCH);
		DatePicker spanish = DateInputs.picker("Desde", Locale.forLanguageTag("es-MX"));

		assertThat(german.getI18n().getDateFormats()).containsExactly("dd.MM.yyyy");
		assertThat(german.getPlaceholder()).isEqualTo("27.11.2026");
		assertThat(german.getI18n().getBadInputErrorMessage()).isEqualTo("Geben Sie das Datum als 27.11.2026 ein.");
		assertThat(german.getI18n().getMonthNames()).startsWith("Januar").endsWith("Dezember");
		assertThat(french.getI18n().getDateFormats()).containsExactly("dd/MM/yyyy");
		assertThat(french.getPlaceholder()).isEqualTo("27/11/2026");
		assertThat(french.getI18n().getBadInputErrorMessage()).isEqualTo("Saisissez la date sous la forme 27/11/2026.");
		assertThat(spanish.getI18n().getDateFormats()).containsExactly("dd/MM/yyyy");
		assertThat(spanish.getI18n().getBadInputErrorMessage()).isEqualTo("Escribe la fecha como 27/11/2026.");
	}

	@Test
	void a_time_is_read_on_the_24_hour_clock_and_an_impossible_one_is_not_rolled_over() {
		assertThat(TimeInputs.read("09:05")).hasValueSatisfying(time -> assertThat(time).hasToString("09:05"));
		assertThat(TimeInputs.read("9:05")).hasValueSatisfying(time -> assertThat(time).hasToString("09:05"));
		assertThat(TimeInputs.read("23:59")).isPresent();
		assertThat(TimeInputs.read("25:61")).isEmpty();
		assertThat(TimeInputs.read("24:00")).isEmpty();
		assertThat(TimeInputs.read("9:05 AM")).isEmpty();
	}

}

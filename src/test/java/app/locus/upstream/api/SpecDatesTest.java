package app.locus.upstream.api;

import java.time.LocalDate;
import java.time.LocalTime;

import app.locus.base.ValidationException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SpecDatesTest {

	@Test
	void dates_are_written_mm_dd_yyyy_with_leading_zeros() {
		assertThat(SpecDates.formatDate(LocalDate.of(2026, 3, 7))).isEqualTo("03/07/2026");
		assertThat(SpecDates.formatDate(LocalDate.of(2026, 12, 31))).isEqualTo("12/31/2026");
	}

	@Test
	void times_are_written_on_a_12_hour_clock_with_am_or_pm() {
		assertThat(SpecDates.formatTime(LocalTime.of(9, 5))).isEqualTo("9:05 AM");
		assertThat(SpecDates.formatTime(LocalTime.of(0, 0))).isEqualTo("12:00 AM");
		assertThat(SpecDates.formatTime(LocalTime.of(12, 30))).isEqualTo("12:30 PM");
		assertThat(SpecDates.formatTime(LocalTime.of(23, 59))).isEqualTo("11:59 PM");
	}

	@Test
	void typed_dates_and_times_are_read_back() {
		assertThat(SpecDates.parseDate("3/7/2026", "startDate")).isEqualTo(LocalDate.of(2026, 3, 7));
		assertThat(SpecDates.parseDate(" 02/28/2026 ", "startDate")).isEqualTo(LocalDate.of(2026, 2, 28));
		assertThat(SpecDates.parseTime("9:05 am", "startTime")).isEqualTo(LocalTime.of(9, 5));
		assertThat(SpecDates.parseTime("12:15 PM", "startTime")).isEqualTo(LocalTime.of(12, 15));
		assertThat(SpecDates.parseTime("12:15 AM", "startTime")).isEqualTo(LocalTime.of(0, 15));
	}

	@Test
	void impossible_or_iso_typed_dates_are_refused_naming_the_field() {
		assertThatThrownBy(() -> SpecDates.parseDate("02/30/2026", "startDate")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("startDate"))
			.hasMessageContaining("MM/DD/YYYY");
		assertThatThrownBy(() -> SpecDates.parseDate("13/01/2026", "startDate"))
			.isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> SpecDates.parseDate("02/29/2025", "startDate"))
			.isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> SpecDates.parseDate(null, "startDate")).isInstanceOf(ValidationException.class);
	}

	@Test
	void impossible_typed_times_are_refused_naming_the_field() {
		assertThatThrownBy(() -> SpecDates.parseTime("13:05 PM", "startTime")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("startTime"));
		assertThatThrownBy(() -> SpecDates.parseTime("9 o'clock", "startTime")).isInstanceOf(ValidationException.class);
	}

}

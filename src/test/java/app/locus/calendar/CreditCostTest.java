package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;

import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import org.junit.jupiter.api.Test;

class CreditCostTest {

	@Test
	void a_run_costs_locations_times_keywords_times_grid_points() {
		assertThat(CreditCost.perRun(1, 1, new GridSize(3))).isEqualTo(9);
		assertThat(CreditCost.perRun(2, 3, new GridSize(7))).isEqualTo(294);
		assertThat(CreditCost.perRun(50, 40, new GridSize(21))).isEqualTo(882_000);
	}

	@Test
	void negative_counts_are_refused() {
		assertThatThrownBy(() -> CreditCost.perRun(-1, 1, new GridSize(3)))
			.isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void a_month_costs_its_runs_times_the_run_cost() {
		RunSchedule weekly = new RunSchedule(LocalDate.parse("2026-11-02"), LocalTime.NOON, Frequency.WEEKLY);
		RunSchedule daily = new RunSchedule(LocalDate.parse("2028-02-01"), LocalTime.NOON, Frequency.DAILY);

		assertThat(CreditCost.inMonth(weekly, 98, YearMonth.of(2026, 11))).isEqualTo(5 * 98);
		assertThat(CreditCost.inMonth(daily, 9, YearMonth.of(2028, 2))).isEqualTo(29 * 9);
		assertThat(CreditCost.inMonth(weekly, 98, YearMonth.of(2026, 10))).isZero();
	}

}

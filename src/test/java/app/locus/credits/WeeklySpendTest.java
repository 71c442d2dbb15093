package app.locus.credits;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;

import app.locus.credits.repository.SpendReadRepository.DaySpend;
import org.junit.jupiter.api.Test;

class WeeklySpendTest {

	// a Wednesday
	private static final LocalDate TODAY = LocalDate.of(2026, 3, 4);

	@Test
	void weeks_run_monday_to_sunday_and_end_with_this_week() {
		WeeklySpend spend = WeeklySpend.of(TODAY, 3, List.of(), List.of(), List.of());

		assertThat(spend.weeks()).containsExactly(LocalDate.of(2026, 2, 16), LocalDate.of(2026, 2, 23),
				LocalDate.of(2026, 3, 2));
		assertThat(spend.manualScans()).containsExactly(0L, 0L, 0L);
	}

	@Test
	void each_source_is_summed_into_its_own_week_across_a_month_end() {
		WeeklySpend spend = WeeklySpend.of(TODAY, 3,
				List.of(new DaySpend(LocalDate.of(2026, 2, 28), 25), new DaySpend(LocalDate.of(2026, 3, 1), 25),
						new DaySpend(LocalDate.of(2026, 3, 2), 9)),
				List.of(new DaySpend(LocalDate.of(2026, 2, 16), 98)), List.of(new DaySpend(TODAY, 49)));

		assertThat(spend.manualScans()).containsExactly(0L, 50L, 9L);
		assertThat(spend.campaigns()).containsExactly(98L, 0L, 0L);
		assertThat(spend.otherScans()).containsExactly(0L, 0L, 49L);
	}

	@Test
	void days_outside_the_weeks_shown_are_left_out() {
		WeeklySpend spend = WeeklySpend.of(TODAY, 2,
				List.of(new DaySpend(LocalDate.of(2026, 2, 22), 100), new DaySpend(LocalDate.of(2026, 3, 9), 100)),
				List.of(), List.of());

		assertThat(spend.manualScans()).containsExactly(0L, 0L);
	}

	@Test
	void a_sunday_belongs_to_the_week_that_began_on_the_monday_before() {
		assertThat(WeeklySpend.weekOf(LocalDate.of(2026, 3, 8))).isEqualTo(LocalDate.of(2026, 3, 2));
		assertThat(WeeklySpend.weekOf(LocalDate.of(2026, 3, 9))).isEqualTo(LocalDate.of(2026, 3, 9));
	}

}

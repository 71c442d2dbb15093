package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import app.locus.calendar.CreditForecast.Spend;
import org.junit.jupiter.api.Test;

class CreditForecastTest {

	private static Spend spend(String date, long credits) {
		return new Spend(LocalDate.parse(date), credits);
	}

	@Test
	void credits_run_out_on_the_first_run_the_balance_cannot_pay() {
		List<Spend> weekly = List.of(spend("2026-11-02", 98), spend("2026-11-09", 98), spend("2026-11-16", 98),
				spend("2026-11-23", 98));

		assertThat(CreditForecast.runOutDate(300, weekly)).contains(LocalDate.parse("2026-11-23"));
	}

	@Test
	void a_run_the_balance_covers_exactly_still_runs() {
		assertThat(CreditForecast.runOutDate(196, List.of(spend("2026-11-02", 98), spend("2026-11-09", 98)))).isEmpty();
	}

	@Test
	void planned_runs_are_paid_in_date_order_whatever_order_they_come_in() {
		List<Spend> unordered = List.of(spend("2026-11-20", 50), spend("2026-11-01", 60), spend("2026-11-10", 50));

		assertThat(CreditForecast.runOutDate(100, unordered)).contains(LocalDate.parse("2026-11-10"));
	}

	@Test
	void nothing_planned_never_runs_out() {
		assertThat(CreditForecast.runOutDate(0, List.of())).isEmpty();
	}

	@Test
	void a_run_out_before_the_renewal_warns_and_one_after_does_not() {
		Optional<LocalDate> runOut = Optional.of(LocalDate.parse("2026-11-23"));

		assertThat(CreditForecast.runsOutBeforeRenewal(runOut, LocalDate.parse("2026-12-01"))).isTrue();
		assertThat(CreditForecast.runsOutBeforeRenewal(runOut, LocalDate.parse("2026-11-23"))).isFalse();
		assertThat(CreditForecast.runsOutBeforeRenewal(Optional.empty(), LocalDate.parse("2026-12-01"))).isFalse();
		assertThat(CreditForecast.runsOutBeforeRenewal(runOut, null)).isTrue();
	}

}

package app.locus.credits;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.calendar.CreditForecast.Spend;
import org.junit.jupiter.api.Test;

/**
 * The credits chart's days (DD203): each value below is worked out by hand from the reads
 * and runs the test declares.
 */
class BalanceOutlookTest {

	private static final LocalDate TODAY = LocalDate.parse("2026-12-02");

	private static AccountSnapshot read(LocalDate day, int hour, long balance) {
		Instant at = day.atTime(hour, 0).toInstant(ZoneOffset.UTC);
		return new AccountSnapshot(at, AccountSnapshot.Origin.SCHEDULE, "Starter", "active", TODAY.plusDays(10), 1000L,
				balance, 0L, null, null, null, null, null, null, null);
	}

	@Test
	void the_reads_and_then_what_the_runs_leave_each_morning_up_to_the_day_a_run_is_no_longer_paid() {
		// 800 read today pays the runs of 300 tomorrow and in 3 days (200 left), not the
		// one in 5 days: the credits run out then, before the renewal in 10 days
		RunOutForecast forecast = new RunOutForecast(800L, TODAY.atTime(8, 0), TODAY.plusDays(10), TODAY.plusDays(5),
				true);
		List<Spend> runs = List.of(new Spend(TODAY.plusDays(1), 300), new Spend(TODAY.plusDays(3), 300),
				new Spend(TODAY.plusDays(5), 300));

		BalanceOutlook outlook = BalanceOutlook.of(List.of(read(TODAY.minusDays(2), 10, 1000), read(TODAY, 8, 800)),
				ZoneOffset.UTC, forecast, TODAY, runs);

		assertThat(outlook.days()).hasSize(8).startsWith(TODAY.minusDays(2)).endsWith(TODAY.plusDays(5));
		assertThat(outlook.read()).containsExactly(1000L, null, 800L, null, null, null, null, null);
		assertThat(outlook.projected()).containsExactly(null, null, 800L, 800L, 500L, 500L, 200L, 200L);
	}

	@Test
	void credits_that_last_are_projected_to_the_renewal_and_a_days_last_read_counts() {
		RunOutForecast forecast = new RunOutForecast(800L, TODAY.atTime(8, 0), TODAY.plusDays(3), null, false);

		BalanceOutlook outlook = BalanceOutlook.of(List.of(read(TODAY, 7, 900), read(TODAY, 8, 800)), ZoneOffset.UTC,
				forecast, TODAY, List.of(new Spend(TODAY.plusDays(1), 100)));

		assertThat(outlook.days()).containsExactly(TODAY, TODAY.plusDays(1), TODAY.plusDays(2), TODAY.plusDays(3));
		assertThat(outlook.read()).containsExactly(800L, null, null, null);
		assertThat(outlook.projected()).containsExactly(800L, 800L, 700L, 700L);
	}

	@Test
	void without_a_balance_only_the_reads_are_drawn() {
		BalanceOutlook outlook = BalanceOutlook.of(List.of(), ZoneOffset.UTC, RunOutForecast.unknown(), TODAY,
				List.of());

		assertThat(outlook.days()).isEmpty();
		assertThat(outlook.projected()).isEmpty();
	}

}

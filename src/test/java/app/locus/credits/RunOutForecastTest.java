package app.locus.credits;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.OptionalLong;

import app.locus.base.WorkspaceId;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CreditForecast;
import app.locus.calendar.EntryKind;
import app.locus.calendar.EntryStatus;
import org.junit.jupiter.api.Test;

class RunOutForecastTest {

	private static final LocalDate TODAY = LocalDate.of(2026, 3, 10);

	private static final LocalDateTime MORNING = TODAY.atTime(8, 0);

	private static final WorkspaceId WORKSPACE = WorkspaceId.random();

	private static CalendarEntry run(LocalDate date, LocalTime time, long credits, EntryStatus status) {
		return new CalendarEntry(WORKSPACE, "Bakery", EntryKind.CAMPAIGN, "c1", "Weekly", "1 location", date, time,
				OptionalLong.of(credits), status);
	}

	private static CalendarEntry run(LocalDate date, long credits) {
		return run(date, LocalTime.of(9, 0), credits, EntryStatus.SCHEDULED);
	}

	@Test
	void nothing_planned_never_runs_out() {
		RunOutForecast forecast = RunOutForecast.of(0, MORNING, TODAY.plusDays(20), TODAY, List.of());

		assertThat(forecast.runOut()).isNull();
		assertThat(forecast.beforeRenewal()).isFalse();
		assertThat(forecast.warning()).isEmpty();
	}

	@Test
	void a_balance_exactly_enough_for_every_run_lasts() {
		RunOutForecast forecast = RunOutForecast.of(300, MORNING, TODAY.plusDays(20), TODAY,
				List.of(run(TODAY.plusDays(1), 100), run(TODAY.plusDays(2), 100), run(TODAY.plusDays(3), 100)));

		assertThat(forecast.runOut()).isNull();
		assertThat(forecast.beforeRenewal()).isFalse();
	}

	@Test
	void one_credit_short_runs_out_on_the_last_run_and_warns_with_the_date() {
		RunOutForecast forecast = RunOutForecast.of(299, MORNING, TODAY.plusDays(20), TODAY,
				List.of(run(TODAY.plusDays(1), 100), run(TODAY.plusDays(2), 100), run(TODAY.plusDays(3), 100)));

		assertThat(forecast.runOut()).isEqualTo(TODAY.plusDays(3));
		assertThat(forecast.beforeRenewal()).isTrue();
		assertThat(forecast.warning())
			.hasValueSatisfying(text -> assertThat(text).contains("2026-03-13").contains("renews on 2026-03-30"));
	}

	@Test
	void running_out_on_the_renewal_day_does_not_warn() {
		LocalDate renewal = TODAY.plusDays(2);

		RunOutForecast forecast = RunOutForecast.of(100, MORNING, renewal, TODAY,
				List.of(run(TODAY.plusDays(1), 100), run(renewal, 100)));

		assertThat(forecast.runOut()).isEqualTo(renewal);
		assertThat(forecast.beforeRenewal()).isFalse();
	}

	@Test
	void a_renewal_today_refills_before_anything_can_run_out() {
		RunOutForecast forecast = RunOutForecast.of(0, MORNING, TODAY, TODAY, List.of(run(TODAY, 100)));

		assertThat(forecast.runOut()).isEqualTo(TODAY);
		assertThat(forecast.beforeRenewal()).isFalse();
	}

	@Test
	void a_renewal_date_in_the_past_is_stale_so_any_run_out_warns() {
		RunOutForecast forecast = RunOutForecast.of(50, MORNING, TODAY.minusDays(3), TODAY,
				List.of(run(TODAY.plusDays(1), 100)));

		assertThat(forecast.renewal()).isNull();
		assertThat(forecast.beforeRenewal()).isTrue();
		assertThat(forecast.warning()).hasValueSatisfying(text -> assertThat(text).contains("no renewal date"));
	}

	@Test
	void runs_before_the_balance_was_read_are_paid_already_and_later_ones_today_are_not() {
		LocalDateTime readAtNoon = TODAY.atTime(12, 0);
		List<CalendarEntry> today = List.of(run(TODAY, LocalTime.of(9, 0), 100, EntryStatus.SCHEDULED),
				run(TODAY, LocalTime.of(18, 0), 100, EntryStatus.SCHEDULED));

		assertThat(RunOutForecast.of(100, readAtNoon, TODAY.plusDays(5), TODAY, today).runOut()).isNull();
		assertThat(RunOutForecast.of(100, TODAY.atTime(7, 0), TODAY.plusDays(5), TODAY, today).runOut())
			.isEqualTo(TODAY);
	}

	@Test
	void a_balance_read_on_an_earlier_day_still_has_to_pay_every_run_of_today() {
		List<CalendarEntry> today = List.of(run(TODAY, LocalTime.of(0, 30), 100, EntryStatus.SCHEDULED));

		RunOutForecast forecast = RunOutForecast.of(50, TODAY.minusDays(1).atTime(23, 0), TODAY.plusDays(5), TODAY,
				today);

		assertThat(forecast.runOut()).isEqualTo(TODAY);
	}

	@Test
	void paused_and_deactivated_runs_spend_nothing() {
		RunOutForecast forecast = RunOutForecast.of(10, MORNING, TODAY.plusDays(20), TODAY,
				List.of(run(TODAY.plusDays(1), LocalTime.NOON, 100, EntryStatus.PAUSED),
						run(TODAY.plusDays(2), LocalTime.NOON, 100, EntryStatus.DEACTIVATED)));

		assertThat(forecast.runOut()).isNull();
	}

	@Test
	void the_same_instant_is_judged_on_the_agencys_local_day() {
		// 05:00 UTC on March 11 is still March 10 in Los Angeles: a 23:00 run there is
		// later
		// that local day and not paid yet
		ZonedDateTime readAt = ZonedDateTime.of(2026, 3, 11, 5, 0, 0, 0, ZoneId.of("UTC"));
		LocalDateTime losAngeles = readAt.withZoneSameInstant(ZoneId.of("America/Los_Angeles")).toLocalDateTime();
		LocalDateTime tokyo = readAt.withZoneSameInstant(ZoneId.of("Asia/Tokyo")).toLocalDateTime();
		List<CalendarEntry> lateOnTheTenth = List.of(run(TODAY, LocalTime.of(23, 0), 100, EntryStatus.SCHEDULED));

		assertThat(
				RunOutForecast.of(50, losAngeles, TODAY.plusDays(5), losAngeles.toLocalDate(), lateOnTheTenth).runOut())
			.isEqualTo(TODAY);
		// in Tokyo the reading is on March 11, so the run of March 10 is history
		assertThat(RunOutForecast.of(50, tokyo, TODAY.plusDays(5), tokyo.toLocalDate(), lateOnTheTenth).runOut())
			.isNull();
	}

	@Test
	void the_horizon_is_the_renewal_or_ninety_days_when_none_lies_ahead() {
		assertThat(CreditForecast.horizon(TODAY, TODAY.plusDays(12))).isEqualTo(TODAY.plusDays(12));
		assertThat(CreditForecast.horizon(TODAY, TODAY)).isEqualTo(TODAY);
		assertThat(CreditForecast.horizon(TODAY, null)).isEqualTo(TODAY.plusDays(CreditForecast.HORIZON_DAYS));
		assertThat(CreditForecast.horizon(TODAY, TODAY.minusDays(1)))
			.isEqualTo(TODAY.plusDays(CreditForecast.HORIZON_DAYS));
	}

	@Test
	void no_balance_known_means_no_forecast_and_no_warning() {
		assertThat(RunOutForecast.unknown().warning()).isEmpty();
		assertThat(RunOutForecast.unknown().balance()).isNull();
	}

}

package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;

import app.locus.upstream.api.Frequency;
import org.junit.jupiter.api.Test;

class RunScheduleTest {

	private static final LocalTime NINE = LocalTime.of(9, 0);

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	private static RunSchedule schedule(String start, Frequency frequency) {
		return new RunSchedule(LocalDate.parse(start), NINE, frequency);
	}

	private static List<LocalDate> dates(String... isoDates) {
		return java.util.Arrays.stream(isoDates).map(LocalDate::parse).toList();
	}

	@Test
	void one_time_runs_only_on_its_start_date() {
		RunSchedule once = schedule("2026-03-10", Frequency.ONE_TIME);

		assertThat(once.datesBetween(LocalDate.parse("2026-03-01"), LocalDate.parse("2026-03-31")))
			.isEqualTo(dates("2026-03-10"));
		assertThat(once.datesBetween(LocalDate.parse("2026-03-11"), LocalDate.parse("2026-12-31"))).isEmpty();
		assertThat(once.datesBetween(LocalDate.parse("2026-02-01"), LocalDate.parse("2026-03-09"))).isEmpty();
	}

	@Test
	void daily_runs_cross_a_month_end() {
		RunSchedule daily = schedule("2026-01-30", Frequency.DAILY);

		assertThat(daily.datesBetween(LocalDate.parse("2026-01-29"), LocalDate.parse("2026-02-02")))
			.isEqualTo(dates("2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"));
	}

	@Test
	void weekly_runs_keep_the_weekday_into_the_next_month() {
		RunSchedule weekly = schedule("2026-01-28", Frequency.WEEKLY);

		assertThat(weekly.datesBetween(LocalDate.parse("2026-02-01"), LocalDate.parse("2026-02-28")))
			.isEqualTo(dates("2026-02-04", "2026-02-11", "2026-02-18", "2026-02-25"));
	}

	@Test
	void biweekly_runs_every_fourteen_days_from_the_start_not_from_the_window() {
		RunSchedule biweekly = schedule("2026-01-05", Frequency.BIWEEKLY);

		assertThat(biweekly.datesBetween(LocalDate.parse("2026-02-01"), LocalDate.parse("2026-03-31")))
			.isEqualTo(dates("2026-02-02", "2026-02-16", "2026-03-02", "2026-03-16", "2026-03-30"));
	}

	@Test
	void monthly_on_the_31st_clamps_to_the_month_end_and_returns_to_the_31st() {
		RunSchedule monthly = schedule("2026-01-31", Frequency.MONTHLY);

		assertThat(monthly.datesBetween(LocalDate.parse("2026-01-01"), LocalDate.parse("2026-05-31")))
			.isEqualTo(dates("2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"));
	}

	@Test
	void monthly_on_the_31st_falls_on_the_leap_day_in_a_leap_year() {
		RunSchedule monthly = schedule("2027-12-31", Frequency.MONTHLY);

		assertThat(monthly.datesBetween(LocalDate.parse("2028-02-01"), LocalDate.parse("2028-03-31")))
			.isEqualTo(dates("2028-02-29", "2028-03-31"));
	}

	@Test
	void a_monthly_run_started_on_a_leap_day_stays_on_the_29th_where_it_exists() {
		RunSchedule monthly = schedule("2028-02-29", Frequency.MONTHLY);

		assertThat(monthly.datesBetween(LocalDate.parse("2028-03-01"), LocalDate.parse("2029-03-31")))
			.contains(LocalDate.parse("2028-03-29"), LocalDate.parse("2029-02-28"), LocalDate.parse("2029-03-29"));
	}

	@Test
	void daily_runs_include_the_leap_day() {
		RunSchedule daily = schedule("2028-02-27", Frequency.DAILY);

		assertThat(daily.datesBetween(LocalDate.parse("2028-02-28"), LocalDate.parse("2028-03-01")))
			.isEqualTo(dates("2028-02-28", "2028-02-29", "2028-03-01"));
	}

	@Test
	void nothing_runs_before_the_start_date() {
		RunSchedule weekly = schedule("2026-06-15", Frequency.WEEKLY);

		assertThat(weekly.datesBetween(LocalDate.parse("2026-06-01"), LocalDate.parse("2026-06-14"))).isEmpty();
		assertThat(weekly.datesBetween(LocalDate.parse("2026-06-01"), LocalDate.parse("2026-06-22")))
			.isEqualTo(dates("2026-06-15", "2026-06-22"));
	}

	@Test
	void a_window_far_after_the_start_finds_the_right_occurrences() {
		RunSchedule weekly = schedule("2020-01-06", Frequency.WEEKLY);

		assertThat(weekly.datesBetween(LocalDate.parse("2026-11-01"), LocalDate.parse("2026-11-30")))
			.allMatch(date -> date.getDayOfWeek() == java.time.DayOfWeek.MONDAY)
			.hasSize(5);
	}

	@Test
	void runs_in_a_month_count_every_frequency() {
		YearMonth february2028 = YearMonth.of(2028, 2);

		assertThat(schedule("2028-01-01", Frequency.DAILY).runsInMonth(february2028)).isEqualTo(29);
		assertThat(schedule("2028-01-03", Frequency.WEEKLY).runsInMonth(february2028)).isEqualTo(4);
		assertThat(schedule("2028-01-03", Frequency.BIWEEKLY).runsInMonth(february2028)).isEqualTo(2);
		assertThat(schedule("2028-01-31", Frequency.MONTHLY).runsInMonth(february2028)).isEqualTo(1);
		assertThat(schedule("2028-02-10", Frequency.ONE_TIME).runsInMonth(february2028)).isEqualTo(1);
	}

	@Test
	void nine_am_stays_nine_am_local_across_the_spring_daylight_saving_change() {
		RunSchedule daily = schedule("2026-03-07", Frequency.DAILY);

		List<ZonedDateTime> runs = daily.runsBetween(LocalDate.parse("2026-03-07"), LocalDate.parse("2026-03-09"),
				NEW_YORK);

		assertThat(runs).extracting(ZonedDateTime::toLocalTime).containsOnly(NINE);
		assertThat(runs).extracting(run -> run.getOffset())
			.containsExactly(ZoneOffset.ofHours(-5), ZoneOffset.ofHours(-4), ZoneOffset.ofHours(-4));
	}

	@Test
	void nine_am_stays_nine_am_local_across_the_autumn_daylight_saving_change() {
		RunSchedule weekly = schedule("2026-10-25", Frequency.WEEKLY);

		List<ZonedDateTime> runs = weekly.runsBetween(LocalDate.parse("2026-10-25"), LocalDate.parse("2026-11-01"),
				ZoneId.of("Europe/Berlin"));

		assertThat(runs).extracting(ZonedDateTime::toLocalTime).containsOnly(NINE);
		assertThat(runs.get(1).toInstant().getEpochSecond() - runs.get(0).toInstant().getEpochSecond())
			.isEqualTo(7 * 24 * 3600);
	}

	@Test
	void a_time_that_does_not_exist_on_the_spring_forward_day_moves_past_the_gap() {
		RunSchedule daily = new RunSchedule(LocalDate.parse("2026-03-08"), LocalTime.of(2, 30), Frequency.DAILY);

		ZonedDateTime run = daily.runsBetween(LocalDate.parse("2026-03-08"), LocalDate.parse("2026-03-08"), NEW_YORK)
			.get(0);

		assertThat(run.toLocalDate()).isEqualTo(LocalDate.parse("2026-03-08"));
		assertThat(run.toLocalTime()).isEqualTo(LocalTime.of(3, 30));
	}

	@Test
	void the_local_date_is_the_same_in_every_zone_even_late_at_night() {
		RunSchedule late = new RunSchedule(LocalDate.parse("2026-03-31"), LocalTime.of(23, 30), Frequency.MONTHLY);

		for (String zone : List.of("Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "UTC")) {
			assertThat(late.runsBetween(LocalDate.parse("2026-04-01"), LocalDate.parse("2026-04-30"), ZoneId.of(zone)))
				.extracting(ZonedDateTime::toLocalDate)
				.containsExactly(LocalDate.parse("2026-04-30"));
		}
	}

}

package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.upstream.api.Frequency;
import org.junit.jupiter.api.Test;

class CalendarProjectionTest {

	private static final WorkspaceId BAKERY = WorkspaceId.random();

	private static final LocalDate TODAY = LocalDate.parse("2026-11-18");

	private static final LocalDate FROM = LocalDate.parse("2026-11-01");

	private static final LocalDate TO = LocalDate.parse("2026-11-30");

	private static Plan weekly(EntryStatus status) {
		return new Plan(BAKERY, "Blue Bottle Bakery", EntryKind.CAMPAIGN, "c1", "Weekly", "1 location",
				new RunSchedule(LocalDate.parse("2026-10-05"), LocalTime.of(9, 0), Frequency.WEEKLY), 98, status);
	}

	private static PastRun ran(String date) {
		return new PastRun(BAKERY, "Blue Bottle Bakery", "r-" + date, "Weekly", "1 location", LocalDate.parse(date),
				98);
	}

	@Test
	void past_days_show_stored_runs_and_today_onwards_shows_the_schedule() {
		List<CalendarEntry> entries = CalendarProjection.entries(List.of(weekly(EntryStatus.SCHEDULED)),
				List.of(ran("2026-11-02"), ran("2026-11-09"), ran("2026-11-16")), TODAY, FROM, TO);

		assertThat(entries).extracting(CalendarEntry::date, CalendarEntry::status)
			.containsExactly(org.assertj.core.groups.Tuple.tuple(LocalDate.parse("2026-11-02"), EntryStatus.DONE),
					org.assertj.core.groups.Tuple.tuple(LocalDate.parse("2026-11-09"), EntryStatus.DONE),
					org.assertj.core.groups.Tuple.tuple(LocalDate.parse("2026-11-16"), EntryStatus.DONE),
					org.assertj.core.groups.Tuple.tuple(LocalDate.parse("2026-11-23"), EntryStatus.SCHEDULED),
					org.assertj.core.groups.Tuple.tuple(LocalDate.parse("2026-11-30"), EntryStatus.SCHEDULED));
	}

	@Test
	void a_day_total_counts_what_ran_and_what_will_run_but_not_paused_runs() {
		Plan paused = new Plan(BAKERY, "Blue Bottle Bakery", EntryKind.AUTOSCAN, "a1", "Autoscan", "1 location",
				new RunSchedule(LocalDate.parse("2026-11-23"), LocalTime.NOON, Frequency.ONE_TIME), 49,
				EntryStatus.PAUSED);
		List<CalendarEntry> entries = CalendarProjection.entries(List.of(weekly(EntryStatus.SCHEDULED), paused),
				List.of(ran("2026-11-16")), TODAY, FROM, TO);

		assertThat(CalendarProjection.dayTotals(entries)).containsEntry(LocalDate.parse("2026-11-16"), 98L)
			.containsEntry(LocalDate.parse("2026-11-23"), 98L);
		assertThat(entries).filteredOn(entry -> entry.status() == EntryStatus.PAUSED).hasSize(1);
	}

	@Test
	void only_scheduled_runs_are_planned_spend() {
		List<CalendarEntry> entries = CalendarProjection.entries(
				List.of(weekly(EntryStatus.SCHEDULED), weekly(EntryStatus.DEACTIVATED)), List.of(ran("2026-11-16")),
				TODAY, FROM, TO);

		assertThat(CalendarProjection.plannedSpend(entries)).extracting(CreditForecast.Spend::date)
			.containsExactly(LocalDate.parse("2026-11-23"), LocalDate.parse("2026-11-30"));
	}

	@Test
	void a_stored_run_dated_today_is_left_to_the_schedule_so_it_is_not_shown_twice() {
		List<CalendarEntry> entries = CalendarProjection.entries(List.of(weekly(EntryStatus.SCHEDULED)),
				List.of(ran("2026-11-23")), LocalDate.parse("2026-11-23"), FROM, TO);

		assertThat(entries).filteredOn(entry -> entry.date().equals(LocalDate.parse("2026-11-23"))).hasSize(1);
	}

}

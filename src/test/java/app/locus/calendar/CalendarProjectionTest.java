package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.upstream.api.Frequency;
import org.junit.jupiter.api.Test;

class CalendarProjectionTest {

	private static final WorkspaceId BAKERY = WorkspaceId.random();

	private static final LocalDateTime NOW = LocalDateTime.parse("2026-11-18T12:00");

	/** A Monday: the weekly campaign runs at 09:00. */
	private static final LocalDate RUN_DAY = LocalDate.parse("2026-11-23");

	private static final LocalDate FROM = LocalDate.parse("2026-11-01");

	private static final LocalDate TO = LocalDate.parse("2026-11-30");

	private static Plan weekly(EntryStatus status) {
		return new Plan(BAKERY, "Blue Bottle Bakery", EntryKind.CAMPAIGN, "c1", "Weekly", "1 location",
				new RunSchedule(LocalDate.parse("2026-10-05"), LocalTime.of(9, 0), Frequency.WEEKLY), 98, status);
	}

	private static PastRun ran(String date) {
		return new PastRun(BAKERY, "Blue Bottle Bakery", "c1", "r-" + date, "Weekly", "1 location",
				LocalDate.parse(date), 98);
	}

	@Test
	void past_days_show_stored_runs_and_today_onwards_shows_the_schedule() {
		List<CalendarEntry> entries = CalendarProjection.entries(List.of(weekly(EntryStatus.SCHEDULED)),
				List.of(ran("2026-11-02"), ran("2026-11-09"), ran("2026-11-16")), NOW, FROM, TO);

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
				List.of(ran("2026-11-16")), NOW, FROM, TO);

		assertThat(CalendarProjection.dayTotals(entries)).containsEntry(LocalDate.parse("2026-11-16"), 98L)
			.containsEntry(LocalDate.parse("2026-11-23"), 98L);
		assertThat(entries).filteredOn(entry -> entry.status() == EntryStatus.PAUSED).hasSize(1);
	}

	@Test
	void only_scheduled_runs_are_planned_spend() {
		List<CalendarEntry> entries = CalendarProjection.entries(
				List.of(weekly(EntryStatus.SCHEDULED), weekly(EntryStatus.DEACTIVATED)), List.of(ran("2026-11-16")),
				NOW, FROM, TO);

		assertThat(CalendarProjection.plannedSpend(entries)).extracting(CreditForecast.Spend::date)
			.containsExactly(LocalDate.parse("2026-11-23"), LocalDate.parse("2026-11-30"));
	}

	@Test
	void a_stored_run_of_today_stands_for_the_run_that_was_due_so_it_is_not_shown_twice() {
		List<CalendarEntry> entries = CalendarProjection.entries(List.of(weekly(EntryStatus.SCHEDULED)),
				List.of(ran("2026-11-23")), RUN_DAY.atTime(10, 0), FROM, TO);

		assertThat(entries).filteredOn(entry -> entry.date().equals(RUN_DAY))
			.extracting(CalendarEntry::status)
			.containsExactly(EntryStatus.DONE);
	}

	@Test
	void this_mornings_run_without_its_report_is_due_not_yet_seen_and_offers_no_actions() {
		List<CalendarEntry> entries = CalendarProjection.entries(List.of(weekly(EntryStatus.SCHEDULED)), List.of(),
				RUN_DAY.atTime(10, 0), FROM, TO);

		assertThat(entries).filteredOn(entry -> entry.date().equals(RUN_DAY)).singleElement().satisfies(entry -> {
			assertThat(entry.status()).isEqualTo(EntryStatus.DUE);
			assertThat(entry.status()).isEqualTo(EntryStatus.DUE);
			assertThat(entry.status().planned()).isFalse();
		});
	}

	@Test
	void a_run_later_today_is_still_scheduled() {
		List<CalendarEntry> entries = CalendarProjection.entries(List.of(weekly(EntryStatus.SCHEDULED)), List.of(),
				RUN_DAY.atTime(8, 59), FROM, TO);

		assertThat(entries).filteredOn(entry -> entry.date().equals(RUN_DAY))
			.extracting(CalendarEntry::status)
			.containsExactly(EntryStatus.SCHEDULED);
	}

}

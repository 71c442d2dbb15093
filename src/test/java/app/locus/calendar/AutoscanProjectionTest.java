package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalLong;

import app.locus.base.WorkspaceId;
import app.locus.fixtures.MutableClock;
import app.locus.upstream.api.Frequency;
import org.junit.jupiter.api.Test;

/**
 * Scheduled scans laid out on the calendar with "today" from the clock in the agency's
 * zone.
 */
class AutoscanProjectionTest {

	private static final WorkspaceId WORKSPACE = WorkspaceId.random();

	private static final ZoneId LOS_ANGELES = ZoneId.of("America/Los_Angeles");

	private static Plan autoscan(Instant nextRun, Frequency frequency, ZoneId zone, EntryStatus status) {
		return new Plan(WORKSPACE, "Bakery", EntryKind.AUTOSCAN, "0a1b2c3d4e5f6a7", "Division: coffee (7×7, google)",
				"Blue Bottle Bakery", new ServiceRunChain(nextRun, frequency, ZoneOffset.UTC, zone), 49, status);
	}

	private static List<CalendarEntry> month(Plan plan, MutableClock clock, ZoneId zone, YearMonth month) {
		LocalDateTime now = LocalDateTime.ofInstant(clock.instant(), zone);
		return CalendarProjection.entries(List.of(plan), List.of(), now, month.atDay(1), month.atEndOfMonth());
	}

	@Test
	void a_weekly_scan_fills_the_rest_of_the_month_in_the_agency_zone_with_its_cost_and_day_totals() {
		MutableClock clock = new MutableClock(Instant.parse("2026-10-28T18:00:00Z"));
		Plan weekly = autoscan(Instant.parse("2026-10-29T16:00:00Z"), Frequency.WEEKLY, LOS_ANGELES,
				EntryStatus.SCHEDULED);

		List<CalendarEntry> november = month(weekly, clock, LOS_ANGELES, YearMonth.of(2026, 11));

		// Los Angeles leaves daylight saving on Nov 1: 16:00 UTC is 9:00 AM in October,
		// 8:00 AM after
		assertThat(november).extracting(CalendarEntry::date)
			.containsExactly(LocalDate.of(2026, 11, 5), LocalDate.of(2026, 11, 12), LocalDate.of(2026, 11, 19),
					LocalDate.of(2026, 11, 26));
		assertThat(november).extracting(CalendarEntry::time).containsOnly(LocalTime.of(8, 0));
		assertThat(november).extracting(CalendarEntry::credits).containsOnly(OptionalLong.of(49));
		assertThat(CalendarProjection.dayTotals(november)).containsEntry(LocalDate.of(2026, 11, 5), 49L);
		assertThat(month(weekly, clock, LOS_ANGELES, YearMonth.of(2026, 10))).extracting(CalendarEntry::time)
			.containsExactly(LocalTime.of(9, 0));
	}

	@Test
	void runs_before_today_are_not_projected_once_the_clock_has_passed_them() {
		MutableClock clock = new MutableClock(Instant.parse("2026-11-01T12:00:00Z"));
		Plan daily = autoscan(Instant.parse("2026-11-01T15:00:00Z"), Frequency.DAILY, ZoneOffset.UTC,
				EntryStatus.SCHEDULED);
		assertThat(month(daily, clock, ZoneOffset.UTC, YearMonth.of(2026, 11))).hasSize(30);

		clock.advance(Duration.ofDays(10));

		assertThat(month(daily, clock, ZoneOffset.UTC, YearMonth.of(2026, 11))).hasSize(20)
			.first()
			.extracting(CalendarEntry::date)
			.isEqualTo(LocalDate.of(2026, 11, 11));
	}

	@Test
	void a_paused_scan_is_drawn_paused_and_adds_nothing_to_the_day() {
		MutableClock clock = new MutableClock(Instant.parse("2026-02-01T00:00:00Z"));
		Plan paused = autoscan(Instant.parse("2026-02-10T10:00:00Z"), Frequency.MONTHLY, ZoneOffset.UTC,
				EntryStatus.PAUSED);

		List<CalendarEntry> february = month(paused, clock, ZoneOffset.UTC, YearMonth.of(2026, 2));

		assertThat(february).singleElement().extracting(CalendarEntry::status).isEqualTo(EntryStatus.PAUSED);
		assertThat(CalendarProjection.dayTotals(february)).isEmpty();
		assertThat(CalendarProjection.plannedSpend(february)).isEmpty();
	}

}

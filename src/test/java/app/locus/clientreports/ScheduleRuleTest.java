package app.locus.clientreports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;

import org.junit.jupiter.api.Test;

/**
 * Next runs in the schedule's own zone: the same wall-clock time on both sides of a clock
 * change, a time the change skips, a time that happens twice, and the monthly rules.
 */
class ScheduleRuleTest {

	static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	@Test
	void keepsTheWallClockTimeAcrossTheSpringClockChange() {
		ScheduleRule mondays = new ScheduleRule(Frequency.WEEKLY, DayOfWeek.MONDAY, null, LocalTime.of(8, 0), BERLIN);

		// Monday 23 March 2026 08:00 CET is 07:00 UTC; Berlin moves to CEST on 29 March
		Instant before = mondays.nextAfter(Instant.parse("2026-03-20T12:00:00Z"));
		Instant after = mondays.nextAfter(before);

		assertThat(before).isEqualTo(Instant.parse("2026-03-23T07:00:00Z"));
		assertThat(after).isEqualTo(Instant.parse("2026-03-30T06:00:00Z"));
	}

	@Test
	void runsATimeTheClockChangeSkipsAnHourLaterAndATwiceHappeningTimeOnce() {
		ScheduleRule skipped = new ScheduleRule(Frequency.WEEKLY, DayOfWeek.SUNDAY, null, LocalTime.of(2, 30), BERLIN);
		ScheduleRule twice = new ScheduleRule(Frequency.WEEKLY, DayOfWeek.SUNDAY, null, LocalTime.of(1, 30), NEW_YORK);

		// 29 March 2026, 02:30 does not exist in Berlin: 03:30 CEST, 01:30 UTC
		assertThat(skipped.nextAfter(Instant.parse("2026-03-28T12:00:00Z")))
			.isEqualTo(Instant.parse("2026-03-29T01:30:00Z"));
		// 1 November 2026, 01:30 happens twice in New York: the first (EDT, 05:30 UTC),
		// and not again
		Instant first = twice.nextAfter(Instant.parse("2026-10-31T12:00:00Z"));
		assertThat(first).isEqualTo(Instant.parse("2026-11-01T05:30:00Z"));
		assertThat(twice.nextAfter(first)).isEqualTo(Instant.parse("2026-11-08T06:30:00Z"));
	}

	@Test
	void runsMonthlyOnTheDayOrOnTheMonthsFirstWeekday() {
		ScheduleRule fifth = new ScheduleRule(Frequency.MONTHLY, null, 5, LocalTime.of(9, 0), BERLIN);
		ScheduleRule firstMonday = new ScheduleRule(Frequency.MONTHLY, DayOfWeek.MONDAY, null, LocalTime.of(9, 0),
				BERLIN);

		assertThat(fifth.nextAfter(Instant.parse("2026-10-05T08:00:00Z")))
			.isEqualTo(Instant.parse("2026-11-05T08:00:00Z"));
		// October 2026 begins on a Thursday: its first Monday is the 5th; November's is
		// the 2nd
		assertThat(firstMonday.nextAfter(Instant.parse("2026-10-01T00:00:00Z")))
			.isEqualTo(Instant.parse("2026-10-05T07:00:00Z"));
		assertThat(firstMonday.nextAfter(Instant.parse("2026-10-05T07:00:00Z")))
			.isEqualTo(Instant.parse("2026-11-02T08:00:00Z"));
	}

	@Test
	void refusesADayOfTheMonthSomeMonthsDoNotHave() {
		assertThatThrownBy(() -> new ScheduleRule(Frequency.MONTHLY, null, 31, LocalTime.NOON, BERLIN))
			.isInstanceOf(IllegalArgumentException.class);
	}

}

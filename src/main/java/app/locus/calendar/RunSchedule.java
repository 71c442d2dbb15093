package app.locus.calendar;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import app.locus.upstream.api.Frequency;

/**
 * When something runs: a first local date and wall-clock time in the agency's zone and a
 * frequency (DD050). Occurrences are computed on local dates, so a date never moves by a
 * day whatever the server's or the viewer's zone; the wall-clock time is kept across
 * daylight-saving changes (9:00 AM stays 9:00 AM). Monthly runs fall on the start's day
 * of the month, clamped to the month's last day (Jan 31, Feb 28 or 29, Mar 31).
 */
public record RunSchedule(LocalDate start, LocalTime time, Frequency frequency) implements Recurrence {

	public RunSchedule {
		Objects.requireNonNull(start, "start");
		Objects.requireNonNull(time, "time");
		Objects.requireNonNull(frequency, "frequency");
	}

	/**
	 * Local dates of every run from {@code from} to {@code to}, both inclusive, in order.
	 */
	public List<LocalDate> datesBetween(LocalDate from, LocalDate to) {
		List<LocalDate> dates = new ArrayList<>();
		if (to.isBefore(from) || to.isBefore(start)) {
			return dates;
		}
		if (frequency == Frequency.ONE_TIME) {
			return from.isAfter(start) ? dates : List.of(start);
		}
		for (long n = firstIndexOnOrAfter(from); true; n++) {
			LocalDate date = nth(n);
			if (date.isAfter(to)) {
				return dates;
			}
			dates.add(date);
		}
	}

	@Override
	public List<LocalDateTime> runsOn(LocalDate from, LocalDate to) {
		return datesBetween(from, to).stream().map(date -> date.atTime(time)).toList();
	}

	/**
	 * The instants of the runs between two local dates, inclusive. A wall-clock time that
	 * does not exist on a spring-forward day moves forward by the gap (2:30 AM becomes
	 * 3:30 AM); an ambiguous one on a fall-back day takes the earlier offset.
	 */
	public List<ZonedDateTime> runsBetween(LocalDate from, LocalDate to, ZoneId zone) {
		return datesBetween(from, to).stream()
			.map(date -> ZonedDateTime.of(LocalDateTime.of(date, time), zone))
			.toList();
	}

	/** Number of runs in a calendar month. */
	public int runsInMonth(YearMonth month) {
		return datesBetween(month.atDay(1), month.atEndOfMonth()).size();
	}

	private LocalDate nth(long n) {
		return switch (frequency) {
			case ONE_TIME -> start;
			case DAILY -> start.plusDays(n);
			case WEEKLY -> start.plusWeeks(n);
			case BIWEEKLY -> start.plusWeeks(2 * n);
			// from the start each time, never chained, so Jan 31 -> Feb 28 -> Mar 31
			case MONTHLY -> start.plusMonths(n);
		};
	}

	private long firstIndexOnOrAfter(LocalDate from) {
		if (!from.isAfter(start)) {
			return 0;
		}
		long n = switch (frequency) {
			case ONE_TIME -> 0;
			case DAILY -> ChronoUnit.DAYS.between(start, from);
			case WEEKLY -> ceilDiv(ChronoUnit.DAYS.between(start, from), 7);
			case BIWEEKLY -> ceilDiv(ChronoUnit.DAYS.between(start, from), 14);
			case MONTHLY -> Math.max(0, ChronoUnit.MONTHS.between(start, from) - 1);
		};
		while (nth(n).isBefore(from)) {
			n++;
		}
		return n;
	}

	private static long ceilDiv(long a, long b) {
		return -Math.floorDiv(-a, b);
	}

}

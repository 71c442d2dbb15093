package app.locus.calendar;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.util.List;

import app.locus.calendar.CreditForecast.Spend;
import app.locus.upstream.api.Frequency;

/** Turns a schedule into the spend the forecast weighs. */
public final class PlannedSpend {

	private PlannedSpend() {
	}

	/** One spend per run from {@code from} to {@code to}, inclusive. */
	public static List<Spend> of(RunSchedule schedule, long perRun, LocalDate from, LocalDate to) {
		return schedule.datesBetween(from, to).stream().map(date -> new Spend(date, perRun)).toList();
	}

	/**
	 * Credits of a typical month: the first full calendar month of the schedule; a
	 * one-time schedule spends once.
	 */
	public static long perMonth(RunSchedule schedule, long perRun) {
		if (schedule.frequency() == Frequency.ONE_TIME) {
			return perRun;
		}
		return CreditCost.inMonth(schedule, perRun, YearMonth.from(schedule.start()).plusMonths(1));
	}

	/**
	 * The spend of the calendar's scheduled entries from {@code now} on (local time of
	 * the agency's zone): a run earlier today has already been paid from the balance the
	 * forecast starts with, so it is left out.
	 */
	public static List<Spend> ahead(List<CalendarEntry> entries, LocalDateTime now) {
		return CalendarProjection.plannedSpend(entriesAhead(entries, now));
	}

	/** The entries from {@code now} on: those {@link #ahead} weighs. */
	public static List<CalendarEntry> entriesAhead(List<CalendarEntry> entries, LocalDateTime now) {
		return entries.stream()
			.filter(entry -> entry.date().isAfter(now.toLocalDate()) || entry.date().equals(now.toLocalDate())
					&& (entry.time() == null || !entry.time().isBefore(now.toLocalTime())))
			.toList();
	}

}

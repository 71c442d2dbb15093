package app.locus.calendar;

import java.time.LocalDate;
import java.util.List;

import app.locus.calendar.CreditForecast.Spend;

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
		if (schedule.frequency() == app.locus.upstream.api.Frequency.ONE_TIME) {
			return perRun;
		}
		return CreditCost.inMonth(schedule, perRun, java.time.YearMonth.from(schedule.start()).plusMonths(1));
	}

}

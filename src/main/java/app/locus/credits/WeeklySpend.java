package app.locus.credits;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import app.locus.credits.repository.SpendReadRepository.DaySpend;

/**
 * Credits spent per week (Monday to Sunday, agency zone) by source, oldest week first
 * (DD051).
 *
 * @param weeks the Monday of each week
 * @param manualScans scans submitted through Locus (the scan ledger)
 * @param campaigns campaign runs (stored campaign reports)
 * @param otherScans stored scan reports neither: scheduled scans, and scans run outside
 * Locus
 */
public record WeeklySpend(List<LocalDate> weeks, List<Long> manualScans, List<Long> campaigns, List<Long> otherScans) {

	/** The Monday of the week a day falls in. */
	public static LocalDate weekOf(LocalDate day) {
		return day.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
	}

	/** Sums each source's days into the {@code count} weeks that end with today's. */
	public static WeeklySpend of(LocalDate today, int count, List<DaySpend> manual, List<DaySpend> campaign,
			List<DaySpend> other) {
		LocalDate first = weekOf(today).minusWeeks(count - 1L);
		List<LocalDate> weeks = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			weeks.add(first.plusWeeks(i));
		}
		return new WeeklySpend(List.copyOf(weeks), sums(first, count, manual), sums(first, count, campaign),
				sums(first, count, other));
	}

	/** The first day the chart covers. */
	public static LocalDate firstDay(LocalDate today, int count) {
		return weekOf(today).minusWeeks(count - 1L);
	}

	private static List<Long> sums(LocalDate first, int count, List<DaySpend> days) {
		List<Long> sums = new ArrayList<>(Collections.nCopies(count, 0L));
		for (DaySpend day : days) {
			long index = ChronoUnit.WEEKS.between(first, weekOf(day.date()));
			if (!day.date().isBefore(first) && index < count) {
				sums.set((int) index, sums.get((int) index) + day.credits());
			}
		}
		return List.copyOf(sums);
	}

}

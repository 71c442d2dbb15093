package app.locus.calendar;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

/**
 * Planned spend against a balance: the day the first planned run can no longer be paid
 * (DD050). Runs on the same day are paid in the order given; a run the balance covers
 * exactly still runs.
 */
public final class CreditForecast {

	/** How far ahead the forecast looks when no renewal date lies ahead. */
	public static final int HORIZON_DAYS = 90;

	/** One planned run's local date and cost. */
	public record Spend(LocalDate date, long credits) {
	}

	private CreditForecast() {
	}

	/**
	 * @return the date of the first run the remaining balance cannot pay, or empty when
	 * every planned run is covered
	 */
	public static Optional<LocalDate> runOutDate(long balance, List<Spend> planned) {
		long left = balance;
		for (Spend spend : planned.stream().sorted(Comparator.comparing(Spend::date)).toList()) {
			if (spend.credits() > left) {
				return Optional.of(spend.date());
			}
			left -= spend.credits();
		}
		return Optional.empty();
	}

	/**
	 * The first planned run the balance can no longer pay, in date and time order, the
	 * same reckoning as {@link #runOutDate} with the run itself to name.
	 * @param ahead the runs still to pay (see {@link PlannedSpend#entriesAhead})
	 */
	public static Optional<CalendarEntry> firstUnpaidRun(long balance, List<CalendarEntry> ahead) {
		long left = balance;
		for (CalendarEntry entry : ahead.stream()
			.filter(entry -> entry.status().spends())
			.sorted(Comparator.comparing(CalendarEntry::date)
				.thenComparing(entry -> entry.time() == null ? LocalTime.MIN : entry.time()))
			.toList()) {
			long credits = entry.credits().orElseThrow();
			if (credits > left) {
				return Optional.of(entry);
			}
			left -= credits;
		}
		return Optional.empty();
	}

	/**
	 * The last day the forecast weighs: the renewal date when it lies ahead (or is
	 * today), else {@value #HORIZON_DAYS} days from today.
	 */
	public static LocalDate horizon(LocalDate today, @Nullable LocalDate renewal) {
		return renewal != null && !renewal.isBefore(today) ? renewal : today.plusDays(HORIZON_DAYS);
	}

	/**
	 * Whether the credits run out before the subscription renews (a missing renewal date
	 * means any run-out warns).
	 */
	public static boolean runsOutBeforeRenewal(Optional<LocalDate> runOut, @Nullable LocalDate renewal) {
		return runOut.isPresent() && (renewal == null || runOut.get().isBefore(renewal));
	}

}

package app.locus.credits;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CreditForecast;
import app.locus.calendar.PlannedSpend;
import org.jspecify.annotations.Nullable;

/**
 * When a workspace's credits run out: the latest known balance against the calendar's
 * planned spend (DD051).
 *
 * @param balance the latest balance, null when no snapshot knows it
 * @param balanceAt when that balance was read (agency's zone)
 * @param renewal the subscription's next renewal, null when unknown or already past
 * @param runOut the day of the first planned run the balance cannot pay, null when every
 * run up to the horizon is paid
 * @param beforeRenewal whether that day comes before the renewal: the warning
 */
public record RunOutForecast(@Nullable Long balance, @Nullable LocalDateTime balanceAt, @Nullable LocalDate renewal,
		@Nullable LocalDate runOut, boolean beforeRenewal) {

	/** Nothing is known yet: no snapshot with a balance. */
	public static RunOutForecast unknown() {
		return new RunOutForecast(null, null, null, null, false);
	}

	/**
	 * The forecast from a balance and the calendar's entries from today to
	 * {@link CreditForecast#horizon}.
	 * @param balanceAt when the balance was read, in the agency's zone: runs before it
	 * are paid already, runs after it are still to pay
	 * @param renewal the renewal date the service gave; one before today is stale and
	 * counts as unknown
	 * @param today today in the agency's zone
	 */
	public static RunOutForecast of(long balance, LocalDateTime balanceAt, @Nullable LocalDate renewal, LocalDate today,
			List<CalendarEntry> entries) {
		LocalDate ahead = renewal == null || renewal.isBefore(today) ? null : renewal;
		Optional<LocalDate> runOut = CreditForecast.runOutDate(balance, spendAhead(balanceAt, today, entries));
		return new RunOutForecast(balance, balanceAt, ahead, runOut.orElse(null),
				CreditForecast.runsOutBeforeRenewal(runOut, ahead));
	}

	/**
	 * The planned spend a balance read at {@code balanceAt} still has to pay: the runs
	 * after the read, or from the start of today when it was read before today.
	 */
	public static List<CreditForecast.Spend> spendAhead(LocalDateTime balanceAt, LocalDate today,
			List<CalendarEntry> entries) {
		LocalDateTime paidUntil = balanceAt.toLocalDate().isBefore(today) ? today.atStartOfDay() : balanceAt;
		return PlannedSpend.ahead(entries, paidUntil);
	}

	/** The warning's text, or empty when the credits last until the renewal. */
	public Optional<String> warning() {
		if (!beforeRenewal) {
			return Optional.empty();
		}
		return Optional.of("Credits run out on " + runOut
				+ (renewal == null ? " (no renewal date is known)" : ", before the subscription renews on " + renewal)
				+ ".");
	}

}

package app.locus.clientreports;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;

import org.jspecify.annotations.Nullable;

/**
 * When a report is due: weekly on a weekday, or monthly on a day of the month (1 to 28,
 * so every month has it) or on the month's first given weekday; at a wall-clock time in a
 * time zone. A time a clock change skips runs at the same moment an hour later (the
 * zone's rule for gaps); a time that happens twice runs once, at the first.
 */
public record ScheduleRule(Frequency frequency, @Nullable DayOfWeek weekday, @Nullable Integer dayOfMonth,
		LocalTime time, ZoneId zone) {

	public static final int LAST_DAY_OF_MONTH = 28;

	/** Days looked through for the next run: more than any month and a week. */
	private static final int DAYS_SEARCHED = 70;

	public ScheduleRule {
		boolean weekly = frequency == Frequency.WEEKLY && weekday != null && dayOfMonth == null;
		boolean monthly = frequency == Frequency.MONTHLY && (weekday == null) != (dayOfMonth == null);
		if (!weekly && !monthly) {
			throw new IllegalArgumentException("Weekly needs a weekday; monthly a day of the month or a weekday");
		}
		if (dayOfMonth != null && (dayOfMonth < 1 || dayOfMonth > LAST_DAY_OF_MONTH)) {
			throw new IllegalArgumentException("Day of month " + dayOfMonth + " outside 1 to " + LAST_DAY_OF_MONTH);
		}
	}

	/** The first run strictly after {@code after}. */
	public Instant nextAfter(Instant after) {
		LocalDate day = LocalDate.ofInstant(after, zone);
		for (int i = 0; i <= DAYS_SEARCHED; i++, day = day.plusDays(1)) {
			if (runsOn(day)) {
				Instant run = ZonedDateTime.of(day, time, zone).toInstant();
				if (run.isAfter(after)) {
					return run;
				}
			}
		}
		throw new IllegalStateException("No run within " + DAYS_SEARCHED + " days of " + after + " for " + this);
	}

	boolean runsOn(LocalDate day) {
		if (frequency == Frequency.WEEKLY) {
			return day.getDayOfWeek() == weekday;
		}
		if (dayOfMonth != null) {
			return day.getDayOfMonth() == dayOfMonth;
		}
		return day.equals(day.with(TemporalAdjusters.firstInMonth(java.util.Objects.requireNonNull(weekday))));
	}

	/** In words, e.g. "Every week on Monday at 08:00 (Europe/London)". */
	public String describe() {
		String on;
		if (frequency == Frequency.WEEKLY) {
			on = "on " + name(java.util.Objects.requireNonNull(weekday));
		}
		else if (dayOfMonth != null) {
			on = "on day " + dayOfMonth;
		}
		else {
			on = "on the first " + name(java.util.Objects.requireNonNull(weekday));
		}
		return frequency.label() + " " + on + " at " + time + " (" + zone.getId() + ")";
	}

	private static String name(DayOfWeek day) {
		String lower = day.name().toLowerCase(java.util.Locale.ROOT);
		return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
	}

}

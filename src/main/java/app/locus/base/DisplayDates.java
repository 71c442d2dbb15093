package app.locus.base;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * The one way Locus writes a date or a time for people: on every page, in e-mails, in
 * client-report PDFs and on shared links (DD156). Day, short month name, year ("27 Nov
 * 2026") cannot be misread in any English locale, and times are on the 24-hour clock with
 * their zone. Machine formats (CSV, the service's wire format) stay ISO 8601.
 */
public final class DisplayDates {

	private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);

	private static final DateTimeFormatter DAY_OF_WEEK = DateTimeFormatter.ofPattern("EEE d MMM yyyy", Locale.ENGLISH);

	private static final DateTimeFormatter MONTH = DateTimeFormatter.ofPattern("MMM yyyy", Locale.ENGLISH);

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm", Locale.ENGLISH);

	private static final DateTimeFormatter PRECISE_TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ENGLISH);

	private static final DateTimeFormatter ZONE = DateTimeFormatter.ofPattern("zzz", Locale.ENGLISH);

	private static final ZoneId UTC = ZoneId.of("UTC");

	private DisplayDates() {
	}

	/** "27 Nov 2026". */
	public static String day(LocalDate date) {
		return DAY.format(date);
	}

	/** "Fri 27 Nov 2026", where the day of the week helps to plan. */
	public static String dayOfWeek(LocalDate date) {
		return DAY_OF_WEEK.format(date);
	}

	/**
	 * "Mon 30 Nov" in the reader's language, where the year is in the heading above (a
	 * week's columns).
	 */
	public static String shortDayOfWeek(LocalDate date, Locale locale) {
		return DateTimeFormatter.ofPattern("EEE d MMM", locale).format(date);
	}

	/**
	 * A zone as a person knows it: "UTC", or its place and name, "Europe/Berlin (Central
	 * European Time)", so that a time shown beside it cannot be read as another zone's.
	 */
	public static String zoneName(ZoneId zone, Locale locale) {
		ZoneId normal = zone.normalized();
		if (normal.equals(ZoneOffset.UTC)) {
			return "UTC";
		}
		return zone.getId() + " (" + zone.getDisplayName(TextStyle.FULL, locale) + ")";
	}

	/** "Nov 2026". */
	public static String month(YearMonth month) {
		return MONTH.format(month);
	}

	/** "14:05". */
	public static String time(LocalTime time) {
		return TIME.format(time);
	}

	/** "27 Nov 2026, 14:05": a local date and time whose zone the page names. */
	public static String dateTime(LocalDateTime at) {
		return day(at.toLocalDate()) + ", " + time(at.toLocalTime());
	}

	/** "27 Nov 2026, 14:05 UTC". */
	public static String instant(Instant at) {
		return instant(at, UTC);
	}

	/** "27 Nov 2026, 15:05 CET": the instant in a zone, named. */
	public static String instant(Instant at, ZoneId zone) {
		var local = at.atZone(zone);
		return dateTime(local.toLocalDateTime()) + " " + ZONE.format(local);
	}

	/** "27 Nov 2026, 14:05:09 UTC", for the audit trail and the outbox. */
	public static String preciseInstant(Instant at) {
		var local = at.atZone(UTC);
		return day(local.toLocalDate()) + ", " + PRECISE_TIME.format(local) + " " + ZONE.format(local);
	}

}

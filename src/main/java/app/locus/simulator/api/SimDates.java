package app.locus.simulator.api;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The service's date and time formats: dates MM/DD/YYYY, times h:mm AM, timestamps Unix
 * seconds. The simulator keeps its calendar in UTC.
 */
public final class SimDates {

	public static final ZoneOffset ZONE = ZoneOffset.UTC;

	private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("MM/dd/uuuu", Locale.US)
		.withResolverStyle(ResolverStyle.STRICT);

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("h:mm a", Locale.US);

	private static final Pattern TIME_TEXT = Pattern.compile("(?i)^\\s*(0?[1-9]|1[0-2]):([0-5]\\d)\\s*(AM|PM)\\s*$");

	private static final Pattern DATE_TEXT = Pattern.compile("^\\d{2}/\\d{2}/\\d{4}$");

	private SimDates() {
	}

	public static String date(LocalDate date) {
		return DATE.format(date);
	}

	public static String date(Instant instant) {
		return date(LocalDate.ofInstant(instant, ZONE));
	}

	public static String time(LocalTime time) {
		return TIME.format(time);
	}

	/** "MM/DD/YYYY h:mm AM", the form used for campaign run times. */
	public static String dateTime(Instant instant) {
		return date(instant) + " " + time(LocalTime.ofInstant(instant, ZONE));
	}

	public static String timestamp(Instant instant) {
		return Long.toString(instant.getEpochSecond());
	}

	/** Parses MM/DD/YYYY; null when the text is not a real date in that form. */
	public static LocalDate parseDate(String text) {
		if (text == null || !DATE_TEXT.matcher(text.trim()).matches()) {
			return null;
		}
		try {
			return LocalDate.parse(text.trim(), DATE);
		}
		catch (DateTimeParseException ex) {
			return null;
		}
	}

	/** Parses h:mm AM (hour 1 to 12, AM or PM in any case); null otherwise. */
	public static LocalTime parseTime(String text) {
		if (text == null) {
			return null;
		}
		Matcher m = TIME_TEXT.matcher(text);
		if (!m.matches()) {
			return null;
		}
		int hour = Integer.parseInt(m.group(1)) % 12;
		if (m.group(3).equalsIgnoreCase("PM")) {
			hour += 12;
		}
		return LocalTime.of(hour, Integer.parseInt(m.group(2)));
	}

	public static Instant startOfDay(LocalDate date) {
		return date.atStartOfDay(ZONE).toInstant();
	}

	public static LocalDate day(Instant instant) {
		return LocalDate.ofInstant(instant, ZONE);
	}

}

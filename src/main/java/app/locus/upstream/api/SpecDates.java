package app.locus.upstream.api;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.Locale;

import app.locus.base.ValidationException;
import org.jspecify.annotations.Nullable;
import org.springframework.lang.Contract;

/**
 * The service's date and time spellings: dates {@code MM/DD/YYYY} (never ISO 8601) and
 * times on a 12-hour clock {@code h:mm AM}. Formatting is exact; reading accepts one- or
 * two-digit months, days and hours, any case of AM/PM, a time on the 24-hour clock as a
 * person types it, and refuses impossible dates and times such as 02/30/2026 and 25:61.
 */
public final class SpecDates {

	private static final DateTimeFormatter DATE_OUT = DateTimeFormatter.ofPattern("MM/dd/uuuu", Locale.US);

	private static final DateTimeFormatter TIME_OUT = DateTimeFormatter.ofPattern("h:mm a", Locale.US);

	private static final DateTimeFormatter DATE_IN = DateTimeFormatter.ofPattern("M/d/uuuu", Locale.US)
		.withResolverStyle(ResolverStyle.STRICT);

	private static final DateTimeFormatter TIME_IN = new DateTimeFormatterBuilder().parseCaseInsensitive()
		.appendPattern("h:mm[ ]a")
		.toFormatter(Locale.US);

	/** Strict: "24:00" is no time of day, and nothing rolls over into the next hour. */
	private static final DateTimeFormatter TIME_24_IN = DateTimeFormatter.ofPattern("H:mm", Locale.US)
		.withResolverStyle(ResolverStyle.STRICT);

	/** What a person is told about a time that is not one. */
	public static final String TIME_MESSAGE = "Enter a time on the 24-hour clock, such as 09:05.";

	private SpecDates() {
	}

	/** {@code 03/07/2026}. */
	@Contract("null -> null; !null -> !null")
	public static @Nullable String formatDate(@Nullable LocalDate date) {
		return date == null ? null : DATE_OUT.format(date);
	}

	/** {@code 9:05 AM}. */
	@Contract("null -> null; !null -> !null")
	public static @Nullable String formatTime(@Nullable LocalTime time) {
		return time == null ? null : TIME_OUT.format(time);
	}

	/**
	 * Reads a date a person typed.
	 * @throws ValidationException naming {@code field} when it is not a real MM/DD/YYYY
	 * date
	 */
	public static LocalDate parseDate(String text, String field) {
		try {
			return readDate(text == null ? "" : text);
		}
		catch (DateTimeParseException ex) {
			throw ValidationException.of(field, "Enter a real date as MM/DD/YYYY.");
		}
	}

	/**
	 * Reads a time a person typed.
	 * @throws ValidationException naming {@code field} when it is neither a time on the
	 * 24-hour clock, as Locus shows times ({@code 09:05}), nor the spec's {@code 9:05 AM}
	 */
	public static LocalTime parseTime(String text, String field) {
		try {
			return readTime(text == null ? "" : text);
		}
		catch (DateTimeParseException ex) {
			throw ValidationException.of(field, TIME_MESSAGE);
		}
	}

	/** MM/DD/YYYY, or ISO yyyy-MM-dd as the lenient fallback for payloads. */
	static LocalDate readDate(String text) {
		String trimmed = text.strip();
		if (trimmed.matches("\\d{4}-\\d{2}-\\d{2}")) {
			return LocalDate.parse(trimmed);
		}
		return LocalDate.parse(trimmed, DATE_IN);
	}

	static LocalTime readTime(String text) {
		String trimmed = text.strip();
		try {
			return LocalTime.parse(trimmed, TIME_IN);
		}
		catch (DateTimeParseException ex) {
			return LocalTime.parse(trimmed, TIME_24_IN);
		}
	}

	static LocalDateTime readDateTime(String text) {
		String trimmed = text.strip();
		if (trimmed.contains("T")) {
			return LocalDateTime.parse(trimmed);
		}
		int space = trimmed.indexOf(' ');
		if (space < 0) {
			return readDate(trimmed).atStartOfDay();
		}
		return readDate(trimmed.substring(0, space)).atTime(readTime(trimmed.substring(space + 1)));
	}

}

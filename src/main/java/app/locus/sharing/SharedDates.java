package app.locus.sharing;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Dates on the shared pages and the list of links, in the form the portal's lists use
 * ({@code 3 Mar 2026}, {@code 3 Mar 2026 14:05 UTC}).
 */
public final class SharedDates {

	private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);

	private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy HH:mm 'UTC'", Locale.ENGLISH)
		.withZone(ZoneOffset.UTC);

	private SharedDates() {
	}

	public static String day(LocalDate date) {
		return DAY.format(date);
	}

	public static String when(Instant instant) {
		return WHEN.format(instant);
	}

}

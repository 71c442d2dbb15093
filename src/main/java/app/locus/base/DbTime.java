package app.locus.base;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Converts between instants and the {@code TIMESTAMP} columns, which the application
 * reads and writes as UTC wall-clock time.
 */
public final class DbTime {

	private DbTime() {
	}

	public static LocalDateTime utc(Instant instant) {
		return instant == null ? null : LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
	}

	public static Instant instant(LocalDateTime utc) {
		return utc == null ? null : utc.toInstant(ZoneOffset.UTC);
	}

}

package app.locus.base;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

import org.jspecify.annotations.Nullable;
import org.springframework.lang.Contract;

/**
 * Converts between instants and the {@code TIMESTAMP} columns, which the application
 * reads and writes as UTC wall-clock time.
 */
public final class DbTime {

	private DbTime() {
	}

	@Contract("null -> null; !null -> !null")
	public static @Nullable LocalDateTime utc(@Nullable Instant instant) {
		return instant == null ? null : LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
	}

	@Contract("null -> null; !null -> !null")
	public static @Nullable Instant instant(@Nullable LocalDateTime utc) {
		return utc == null ? null : utc.toInstant(ZoneOffset.UTC);
	}

}

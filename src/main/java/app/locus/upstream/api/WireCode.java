package app.locus.upstream.api;

import java.util.Collection;
import java.util.Locale;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

/**
 * A value the service spells in its own words ({@code one-time}, {@code mi},
 * {@code chatgpt}); implemented by the enums of the client so that encoding and lenient
 * decoding live in one place.
 */
public interface WireCode {

	/** The constant's name (implemented by every enum). */
	String name();

	/**
	 * The spelling the service uses on the wire: by default the name in lower case with
	 * hyphens for underscores ({@code ONE_TIME} is {@code one-time}).
	 */
	default String code() {
		return name().toLowerCase(Locale.ROOT).replace('_', '-');
	}

	/** The wire code, or null (so that {@code FormBody.add} omits the field). */
	static @Nullable String of(@Nullable WireCode value) {
		return value == null ? null : value.code();
	}

	/** Comma-separated wire codes, or null for an empty or absent collection. */
	static @Nullable String joined(@Nullable Collection<? extends WireCode> values) {
		if (values == null || values.isEmpty()) {
			return null;
		}
		return values.stream().map(WireCode::code).collect(Collectors.joining(","));
	}

	/**
	 * The constant spelled {@code code} (ignoring case and surrounding whitespace), or
	 * null when none is.
	 */
	static <E extends Enum<E> & WireCode> @Nullable E find(Class<E> type, @Nullable String code) {
		if (code == null) {
			return null;
		}
		String wanted = code.strip().toLowerCase(Locale.ROOT);
		for (E constant : type.getEnumConstants()) {
			if (constant.code().toLowerCase(Locale.ROOT).equals(wanted)) {
				return constant;
			}
		}
		return null;
	}

	/**
	 * The constant of a code Locus stored itself from this enum (a NOT NULL column): one
	 * that no constant spells means the stored data is broken, not that it is absent.
	 */
	static <E extends Enum<E> & WireCode> E stored(Class<E> type, String code) {
		E constant = find(type, code);
		if (constant == null) {
			throw new IllegalStateException("Stored code " + code + " is no " + type.getSimpleName());
		}
		return constant;
	}

}

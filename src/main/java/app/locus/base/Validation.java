package app.locus.base;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

/**
 * Collects field errors at a service boundary and throws them together, so the person
 * sees every problem at once.
 */
public final class Validation {

	private static final int EXCERPT = 40;

	private final Map<String, String> errors = new LinkedHashMap<>();

	/**
	 * The start of a refused value, to name it in a message that stays short whatever was
	 * typed.
	 */
	public static String excerpt(String value) {
		return value.codePointCount(0, value.length()) <= EXCERPT ? value
				: value.substring(0, value.offsetByCodePoints(0, EXCERPT)) + "…";
	}

	public Validation check(boolean ok, String field, String message) {
		if (!ok) {
			errors.putIfAbsent(field, message);
		}
		return this;
	}

	/**
	 * Trims the text and checks it is present, at most {@code max} characters and free of
	 * control characters.
	 * @return the trimmed text, or null when it was refused
	 */
	@SuppressWarnings("NullAway") // null only when refused, and throwIfInvalid() throws
									// before a caller uses it
	public String text(@Nullable String value, String field, String label, int max) {
		String trimmed = value == null ? "" : value.strip();
		if (trimmed.isEmpty()) {
			check(false, field, label + " is required.");
			return null;
		}
		if (trimmed.codePointCount(0, trimmed.length()) > max) {
			check(false, field, label + " must be at most " + max + " characters.");
			return null;
		}
		if (trimmed.codePoints().anyMatch(Validation::isForbiddenControl)) {
			check(false, field, label + " contains characters that are not allowed.");
			return null;
		}
		return trimmed;
	}

	/**
	 * Builds a value whose constructor validates itself (a typed id, a keyword...) and
	 * collects its field errors with the others instead of throwing at once.
	 * @return the value, or null when it was refused
	 */
	@SuppressWarnings("NullAway") // null only when refused, and throwIfInvalid() throws
									// before a caller uses it
	public <T> T value(Supplier<T> build) {
		try {
			return build.get();
		}
		catch (ValidationException ex) {
			ex.fieldErrors().forEach(errors::putIfAbsent);
			return null;
		}
	}

	private static boolean isForbiddenControl(int cp) {
		return Character.getType(cp) == Character.CONTROL || cp == 0x200B || cp == 0x200E || cp == 0x200F
				|| (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFEFF;
	}

	public void throwIfInvalid() {
		if (!errors.isEmpty()) {
			throw new ValidationException(errors);
		}
	}

}

package app.locus.upstream.api;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

import app.locus.base.ValidationException;

import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * One page of a list endpoint: its items (in the service's order, newest first), the
 * {@code count} the service reported, and the token of the next page (absent on the
 * last).
 */
public record Page<T>(List<T> items, @Nullable Integer count, @Nullable String nextToken) {

	/** The longest next-page token Locus passes on. */
	public static final int MAX_TOKEN = 512;

	private static final Pattern TOKEN = Pattern.compile("[\\x21-\\x7E]{1," + MAX_TOKEN + "}");

	/**
	 * Refuses a next-page token that no listing could have given (blank, longer than
	 * {@value #MAX_TOKEN}, not printable ASCII), so that it is never sent; whether the
	 * service gave it, only the service knows.
	 * @throws ValidationException on field {@code nextToken}
	 */
	public static void checkToken(@Nullable String token) {
		if (token != null && !TOKEN.matcher(token).matches()) {
			throw ValidationException.of("nextToken",
					"The page token is not one the listing gave (at most " + MAX_TOKEN + " characters).");
		}
	}

	public Page {
		items = List.copyOf(items);
	}

	/** Decodes {@code data: {count, next_token?, <itemsField>: [...]}}. */
	public static <T> Page<T> from(JsonNode data, String itemsField, Function<JsonNode, T> decoder) {
		return from(data, List.of(itemsField), decoder);
	}

	/**
	 * Decodes {@code data: {count | total, next_token?, <items>: [...]}}, the items under
	 * the first of {@code itemsFields} present (DD138).
	 */
	public static <T> Page<T> from(JsonNode data, List<String> itemsFields, Function<JsonNode, T> decoder) {
		Integer count = Lenient.integer(data, "count");
		return new Page<>(Lenient.firstList(data, itemsFields, decoder),
				count != null ? count : Lenient.integer(data, "total"), Lenient.text(data, "next_token"));
	}

	public Optional<String> next() {
		return Optional.ofNullable(nextToken);
	}

	public boolean hasNext() {
		return nextToken != null;
	}

}

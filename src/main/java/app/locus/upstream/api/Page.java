package app.locus.upstream.api;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One page of a list endpoint: its items (in the service's order, newest first), the
 * {@code count} the service reported, and the token of the next page (absent on the
 * last).
 */
public record Page<T>(List<T> items, Integer count, String nextToken) {

	public Page {
		items = List.copyOf(items);
	}

	/** Decodes {@code data: {count, next_token?, <itemsField>: [...]}}. */
	public static <T> Page<T> from(JsonNode data, String itemsField, Function<JsonNode, T> decoder) {
		return new Page<>(Lenient.list(data, itemsField, decoder), Lenient.integer(data, "count"),
				Lenient.text(data, "next_token"));
	}

	public Optional<String> next() {
		return Optional.ofNullable(nextToken);
	}

	public boolean hasNext() {
		return nextToken != null;
	}

}

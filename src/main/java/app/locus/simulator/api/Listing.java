package app.locus.simulator.api;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One page of a list answer, {@code {count, next_token?, <items>: [...]}}: {@code limit}
 * 1 to 100 (default 10), an opaque {@code next_token} that encodes the offset and is
 * absent on the last page, {@code count} the number of matching items overall, and the
 * call's field mask applied to each item.
 *
 * @param strictLimit whether a limit outside 1..100 is refused (business-profile lists)
 * rather than clamped (report listings)
 */
public record Listing(String itemsName, boolean strictLimit) {

	public static final int DEFAULT_LIMIT = 10;

	public static final int MAX_LIMIT = 100;

	private static final String TOKEN_PREFIX = "offset:";

	public <T> ObjectNode page(List<T> items, Function<T, JsonNode> render, Params params) {
		int limit = limit(params);
		int offset = offset(params.text("next_token"));
		FieldMask mask = FieldMask.of(params);
		ObjectNode data = Json.object();
		data.put("count", items.size());
		int end = Math.min(items.size(), offset + limit);
		if (end < items.size()) {
			data.put("next_token", token(end));
		}
		ArrayNode array = data.putArray(itemsName);
		for (int i = offset; i < end; i++) {
			array.add(mask.apply(render.apply(items.get(i))));
		}
		return data;
	}

	private int limit(Params params) {
		Integer limit = params.integer("limit");
		if (limit == null) {
			return DEFAULT_LIMIT;
		}
		if (limit < 1 || limit > MAX_LIMIT) {
			if (strictLimit) {
				throw ApiException.invalid("limit", "must be from 1 to " + MAX_LIMIT);
			}
			return Math.max(1, Math.min(MAX_LIMIT, limit));
		}
		return limit;
	}

	static String token(int offset) {
		return Base64.getUrlEncoder()
			.withoutPadding()
			.encodeToString((TOKEN_PREFIX + offset).getBytes(StandardCharsets.UTF_8));
	}

	private static int offset(String token) {
		if (token == null) {
			return 0;
		}
		try {
			String text = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
			if (text.startsWith(TOKEN_PREFIX)) {
				int offset = Integer.parseInt(text.substring(TOKEN_PREFIX.length()));
				if (offset >= 0) {
					return offset;
				}
			}
		}
		catch (IllegalArgumentException ex) {
			// falls through to the refusal below
		}
		throw ApiException.invalid("next_token", "is not a token this listing returned");
	}

}

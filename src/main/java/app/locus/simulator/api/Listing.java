package app.locus.simulator.api;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One page of a list answer, {@code {count, total, next_token?, <items>: [...]}}:
 * {@code limit} 1 to 100 (default 10), an opaque {@code next_token} that encodes the
 * offset and is absent on the last page, {@code count} and {@code total} both the number
 * of matching items overall (the spec's name and the one real clients read), and the
 * call's field mask applied to each item ({@code reports.*.field} or bare {@code field}).
 *
 * @param itemsName the item array's name
 * @param strictLimit whether a limit outside 1..100 is refused (business-profile lists)
 * rather than clamped (report listings)
 * @param masking what each item hides unless named
 * @param alsoAs further names the same items are served under (DD011.d/shapes.md)
 */
public record Listing(String itemsName, boolean strictLimit, Masking masking, List<String> alsoAs) {

	public Listing(String itemsName, boolean strictLimit) {
		this(itemsName, strictLimit, Masking.PLAIN, List.of());
	}

	public Listing {
		alsoAs = List.copyOf(alsoAs);
	}

	public static final int DEFAULT_LIMIT = 10;

	public static final int MAX_LIMIT = 100;

	private static final String TOKEN_PREFIX = "offset:";

	/** Every name the items are served under. */
	public List<String> itemsNames() {
		return Stream.concat(Stream.of(itemsName), alsoAs.stream()).toList();
	}

	public <T> ObjectNode page(List<T> items, Function<T, JsonNode> render, Params params) {
		int limit = limit(params);
		int offset = offset(params.text("next_token"));
		FieldMask mask = FieldMask.of(params).forItemsOf(itemsNames());
		ObjectNode data = Json.object();
		data.put("count", items.size());
		data.put("total", items.size());
		int end = Math.min(items.size(), offset + limit);
		if (end < items.size()) {
			data.put("next_token", token(end));
		}
		ArrayNode array = data.putArray(itemsName);
		for (int i = offset; i < end; i++) {
			array.add(masking.apply(mask, render.apply(items.get(i))));
		}
		alsoAs.forEach(name -> data.set(name, array.deepCopy()));
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

package app.locus.upstream.api.ondemand;

import java.util.List;
import java.util.Objects;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * What the map shows at one point: the asked-about business's rank (null when it is not
 * shown, or when no business was asked about) and every business shown, best first. Read
 * tolerantly: {@code rank} as a number, a numeric text or {@code false}; {@code place_id}
 * or {@code placeId}; the list under {@code results} or {@code places}.
 */
public record PointRanking(@Nullable Integer rank, List<RankedPlace> results) {

	public PointRanking {
		results = List.copyOf(results);
	}

	static PointRanking from(JsonNode data) {
		String listName = data.has("results") ? "results" : "places";
		List<RankedPlace> results = Lenient.list(data, listName, RankedPlace::from)
			.stream()
			.filter(Objects::nonNull)
			.map(Objects::requireNonNull)
			.toList();
		return new PointRanking(rank(data), results);
	}

	/** The businesses shown above the asked-about one (all shown when it is not). */
	public List<RankedPlace> above() {
		return rank == null ? results : results.stream().filter(place -> place.rank() < rank).toList();
	}

	static @Nullable Integer rank(JsonNode node) {
		JsonNode value = node.get("rank");
		if (value == null || value.isBoolean()) {
			return null;
		}
		return Lenient.integer(node, "rank");
	}

	static @Nullable String placeId(JsonNode node) {
		String snake = Lenient.text(node, "place_id");
		return snake != null ? snake : Lenient.text(node, "placeId");
	}

}

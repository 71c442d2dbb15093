package app.locus.upstream.api.ondemand;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/** A business the map shows at a point, with its position (1 is first). */
public record RankedPlace(int rank, @Nullable String placeId, @Nullable String name, @Nullable String address) {

	static @Nullable RankedPlace from(JsonNode node) {
		Integer rank = PointRanking.rank(node);
		if (rank == null) {
			return null;
		}
		return new RankedPlace(rank, PointRanking.placeId(node), Lenient.text(node, "name"),
				Lenient.text(node, "address"));
	}

}

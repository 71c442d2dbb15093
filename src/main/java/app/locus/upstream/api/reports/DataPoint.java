package app.locus.upstream.api.reports;

import java.util.List;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * The ranking at one grid point (row by row from the north-west corner); sent only when
 * the fieldmask names {@code data_points}. {@code rank} is null where the business was
 * not found. On an AI platform {@code results} are the businesses the answer named, in
 * order, {@code answered} says whether the engine answered there at all and
 * {@code sources} are the pages its answer cited; on a map {@code answered} is null and
 * {@code sources} empty.
 */
public record DataPoint(LatLng position, @Nullable Integer rank, boolean found, List<Result> results,
		@Nullable Boolean answered, List<Citation> sources) {

	/** A map point: no answer to speak of, no sources. */
	public DataPoint(LatLng position, @Nullable Integer rank, boolean found, List<Result> results) {
		this(position, rank, found, results, null, List.of());
	}

	/** A page an AI answer cited. */
	public record Citation(@Nullable String domain, @Nullable String url) {

		static Citation from(JsonNode node) {
			return new Citation(Lenient.text(node, "domain"), Lenient.text(node, "url"));
		}

	}

	/** A business ranked at this point. */
	public record Result(String placeId, String name, Integer rank) {

		static Result from(JsonNode node) {
			return new Result(Lenient.text(node, "place_id"), Lenient.text(node, "name"),
					Lenient.integer(node, "rank"));
		}

	}

	public static DataPoint from(JsonNode node) {
		JsonNode answered = node.get("answered");
		return new DataPoint(LatLng.from(node), Lenient.integer(node, "rank"), Lenient.flag(node, "found"),
				Lenient.list(node, "results", Result::from), answered == null ? null : Lenient.flag(node, "answered"),
				Lenient.list(node, "sources", Citation::from));
	}

}

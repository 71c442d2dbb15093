package app.locus.upstream.api.reports;

import java.util.List;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The ranking at one grid point (row by row from the north-west corner); sent only when
 * the fieldmask names {@code data_points}. {@code rank} is null where the business was
 * not found.
 */
public record DataPoint(LatLng position, Integer rank, boolean found, List<Result> results) {

	/** A business ranked at this point. */
	public record Result(String placeId, String name, Integer rank) {

		static Result from(JsonNode node) {
			return new Result(Lenient.text(node, "place_id"), Lenient.text(node, "name"),
					Lenient.integer(node, "rank"));
		}

	}

	public static DataPoint from(JsonNode node) {
		return new DataPoint(LatLng.from(node), Lenient.integer(node, "rank"), Lenient.flag(node, "found"),
				Lenient.list(node, "results", Result::from));
	}

}

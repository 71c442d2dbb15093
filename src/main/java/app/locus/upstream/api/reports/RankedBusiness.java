package app.locus.upstream.api.reports;

import java.math.BigDecimal;
import java.util.List;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A business in a competitor report, with its rank at each grid point when asked for.
 * Null when absent.
 */
public record RankedBusiness(String name, String placeId, RankMetrics metrics, Integer reviews, BigDecimal rating,
		LatLng position, List<DataPoint> dataPoints) {

	public static RankedBusiness from(JsonNode node) {
		return new RankedBusiness(Lenient.text(node, "name"), Lenient.text(node, "place_id"), RankMetrics.from(node),
				Lenient.integer(node, "reviews"), Lenient.decimal(node, "rating"), LatLng.from(node),
				Lenient.list(node, "data_points", DataPoint::from));
	}

}

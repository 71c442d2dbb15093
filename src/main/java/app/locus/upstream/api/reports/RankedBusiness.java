package app.locus.upstream.api.reports;

import java.math.BigDecimal;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** A business in a competitor report. Null when absent. */
public record RankedBusiness(String name, String placeId, RankMetrics metrics, Integer reviews, BigDecimal rating,
		LatLng position) {

	public static RankedBusiness from(JsonNode node) {
		return new RankedBusiness(Lenient.text(node, "name"), Lenient.text(node, "place_id"), RankMetrics.from(node),
				Lenient.integer(node, "reviews"), Lenient.decimal(node, "rating"), LatLng.from(node));
	}

}

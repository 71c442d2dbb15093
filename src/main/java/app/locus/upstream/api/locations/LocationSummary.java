package app.locus.upstream.api.locations;

import java.math.BigDecimal;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A business location in the service's list form (also the {@code location} object of
 * reports, autoscans and campaigns, where some fields may be absent). Absent values are
 * null.
 */
public record LocationSummary(String placeId, String name, String address, LatLng center, BigDecimal rating,
		Integer reviews, String storeCode) {

	public static LocationSummary from(JsonNode node) {
		if (node.isTextual()) {
			return new LocationSummary(node.textValue(), null, null, null, null, null, null);
		}
		return new LocationSummary(Lenient.text(node, "place_id"), Lenient.text(node, "name"),
				Lenient.text(node, "address"), LatLng.from(node), Lenient.decimal(node, "rating"),
				Lenient.integer(node, "reviews"), Lenient.text(node, "store_code"));
	}

}

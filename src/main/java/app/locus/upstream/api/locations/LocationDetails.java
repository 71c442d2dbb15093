package app.locus.upstream.api.locations;

import java.math.BigDecimal;
import java.util.List;

import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Platform;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A location in the service's detailed form: the list form plus platform data. Absent
 * values are null; {@code categories} holds the category names in the order given.
 */
public record LocationDetails(LocationSummary summary, Platform platform, BigDecimal ratingPct, String phone,
		String url, String displayUrl, boolean claimed, List<String> categories) {

	public static LocationDetails from(JsonNode node) {
		return new LocationDetails(LocationSummary.from(node), Lenient.code(node, "platform", Platform.class),
				Lenient.decimal(node, "rating_pct"), Lenient.text(node, "phone"), Lenient.text(node, "url"),
				Lenient.text(node, "display_url"), Lenient.flag(node, "claimed"), Lenient.texts(node, "categories"));
	}

}

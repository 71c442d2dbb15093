package app.locus.upstream.api.locations;

import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Platform;
import com.fasterxml.jackson.databind.JsonNode;

/** A business found by a location search, not yet saved to the account. */
public record LocationMatch(LocationSummary summary, Platform platform) {

	public static LocationMatch from(JsonNode node) {
		return new LocationMatch(LocationSummary.from(node), Lenient.code(node, "platform", Platform.class));
	}

}

package app.locus.api;

import app.locus.locations.SavedLocation;
import app.locus.upstream.api.gbp.ProfileLocation;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A linked location's live business profile: the saved location's place id and name, and
 * the platform's own location resource exactly as the service passed it through
 * (camelCase, Google's field names), so that a tool reads every field the platform has.
 */
record ApiBusinessProfile(String placeId, String name, JsonNode location) {

	static ApiBusinessProfile of(SavedLocation saved, ProfileLocation live) {
		return new ApiBusinessProfile(saved.placeId(), saved.name(), live.raw());
	}

}

package app.locus.upstream.api.gbp;

import java.util.List;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Changes the platform itself made to the listing: its version of the location and the
 * names of the fields that differ ({@code diff_mask}).
 */
public record GoogleUpdated(ProfileLocation location, List<String> changedFields) {

	static GoogleUpdated from(JsonNode data) {
		return new GoogleUpdated(Lenient.nested(data, "location", ProfileLocation::from),
				Lenient.texts(data, "diff_mask"));
	}

}

package app.locus.upstream.api.ondemand;

import app.locus.upstream.FormBody;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.PlaceId;

/** Where one business ranks for a keyword at one point of the map (google only). */
public record SpotCheckRequest(PlaceId placeId, Keyword keyword, LatLng point) {

	/** The fields as the service's own clients name them (DD137). */
	FormBody toForm() {
		return FormBody.create()
			.add("place_id", placeId.value())
			.add("keyword", keyword.value())
			.add("lat", point.latText())
			.add("lng", point.lngText());
	}

}

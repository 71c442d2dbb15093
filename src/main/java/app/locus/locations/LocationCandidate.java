package app.locus.locations;

import java.math.BigDecimal;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.locations.LocationMatch;

/**
 * A business found by a search, which can be added (saved) to the workspace's account.
 */
public record LocationCandidate(String placeId, String name, String address, LatLng center, BigDecimal rating,
		Integer reviews, Platform platform) {

	static LocationCandidate from(LocationMatch match, Platform searched) {
		var summary = match.summary();
		return new LocationCandidate(summary.placeId(), summary.name(), summary.address(), summary.center(),
				summary.rating(), summary.reviews(), match.platform() != null ? match.platform() : searched);
	}

}

package app.locus.locations;

import java.math.BigDecimal;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.locations.LocationSummary;
import org.jspecify.annotations.Nullable;

/**
 * A location saved to the workspace's account at the service; only saved locations can be
 * scanned or put in a campaign. {@code center} is where a scan grid is centred by
 * default. Null where the service gave no value.
 */
public record SavedLocation(String placeId, String name, @Nullable String address, @Nullable LatLng center,
		@Nullable BigDecimal rating, @Nullable Integer reviews, @Nullable String storeCode) {

	static SavedLocation from(LocationSummary summary) {
		return new SavedLocation(summary.placeId(), summary.name(), summary.address(), summary.center(),
				summary.rating(), summary.reviews(), summary.storeCode());
	}

}

package app.locus.api;

import java.math.BigDecimal;

import app.locus.locations.SavedLocation;
import org.jspecify.annotations.Nullable;

/** A saved location (a business) as the API lists it; its place id is what scans take. */
record ApiLocation(String placeId, String name, @Nullable String address, @Nullable BigDecimal lat,
		@Nullable BigDecimal lng, @Nullable BigDecimal rating, @Nullable Integer reviews) {

	static ApiLocation of(SavedLocation location) {
		return new ApiLocation(location.placeId(), location.name(), location.address(),
				location.center() == null ? null : location.center().lat(),
				location.center() == null ? null : location.center().lng(), location.rating(), location.reviews());
	}

}

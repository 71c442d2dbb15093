package app.locus.locations;

import java.math.BigDecimal;

import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;

/**
 * A place to save, as a form gives it: google needs only the place id; apple also needs
 * the business name and coordinates.
 */
public record NewLocationInput(String placeId, Platform platform, @Nullable String name, @Nullable BigDecimal lat,
		@Nullable BigDecimal lng) {

	public static NewLocationInput google(String placeId) {
		return new NewLocationInput(placeId, Platform.GOOGLE, null, null, null);
	}

	public static NewLocationInput apple(String placeId, @Nullable String name, @Nullable BigDecimal lat,
			@Nullable BigDecimal lng) {
		return new NewLocationInput(placeId, Platform.APPLE, name, lat, lng);
	}

}

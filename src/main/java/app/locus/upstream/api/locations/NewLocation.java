package app.locus.upstream.api.locations;

import java.util.Objects;

import app.locus.base.Validation;
import app.locus.upstream.FormBody;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.WireCode;

/**
 * A place to save to the account: google needs only the place id; apple also needs the
 * business name and coordinates.
 */
public record NewLocation(PlaceId placeId, Platform platform, String name, LatLng center) {

	public NewLocation {
		Objects.requireNonNull(placeId, "placeId");
		Validation validation = new Validation();
		validation.check(platform != null && platform.isTraditional(), "platform",
				"Locations can be saved for google or apple only.");
		if (platform == Platform.APPLE) {
			name = validation.text(name, "name", "Business name", 255);
			validation.check(center != null, "lat", "Apple locations need their coordinates.");
		}
		else {
			name = null;
			center = null;
		}
		validation.throwIfInvalid();
	}

	public static NewLocation google(PlaceId placeId) {
		return new NewLocation(placeId, Platform.GOOGLE, null, null);
	}

	public static NewLocation apple(PlaceId placeId, String name, LatLng center) {
		return new NewLocation(placeId, Platform.APPLE, name, center);
	}

	FormBody toForm() {
		FormBody body = FormBody.create()
			.add("placeId", placeId)
			.add("platform", WireCode.of(platform))
			.add("name", name);
		if (center != null) {
			body.add("lat", center.latText()).add("lng", center.lngText());
		}
		return body;
	}

}

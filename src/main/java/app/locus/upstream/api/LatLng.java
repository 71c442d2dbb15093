package app.locus.upstream.api;

import java.math.BigDecimal;

import app.locus.base.Validation;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * A coordinate in decimal degrees, kept exactly as written (the service sends strings).
 */
public record LatLng(BigDecimal lat, BigDecimal lng) {

	private static final BigDecimal LAT_LIMIT = BigDecimal.valueOf(90);

	private static final BigDecimal LNG_LIMIT = BigDecimal.valueOf(180);

	public LatLng {
		new Validation()
			.check(lat != null && lat.abs().compareTo(LAT_LIMIT) <= 0, "lat", "Latitude must be from -90 to 90.")
			.check(lng != null && lng.abs().compareTo(LNG_LIMIT) <= 0, "lng", "Longitude must be from -180 to 180.")
			.throwIfInvalid();
	}

	// NullAway: a missing or unreadable number is passed on; the constructor refuses it
	@SuppressWarnings("NullAway")
	public static LatLng of(@Nullable String lat, @Nullable String lng) {
		return new LatLng(number(lat), number(lng));
	}

	/**
	 * The {@code lat}/{@code lng} pair of a payload object, or null when either is
	 * absent.
	 */
	public static @Nullable LatLng from(JsonNode node) {
		BigDecimal lat = Lenient.decimal(node, "lat");
		BigDecimal lng = Lenient.decimal(node, "lng");
		if (lat == null || lng == null || lat.abs().compareTo(LAT_LIMIT) > 0 || lng.abs().compareTo(LNG_LIMIT) > 0) {
			return null;
		}
		return new LatLng(lat, lng);
	}

	private static @Nullable BigDecimal number(@Nullable String text) {
		try {
			return text == null ? null : new BigDecimal(text.strip());
		}
		catch (NumberFormatException ex) {
			return null;
		}
	}

	public String latText() {
		return lat.toPlainString();
	}

	public String lngText() {
		return lng.toPlainString();
	}

}

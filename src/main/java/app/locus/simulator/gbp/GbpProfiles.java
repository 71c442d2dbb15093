package app.locus.simulator.gbp;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.simulator.api.Json;
import app.locus.simulator.places.Category;
import app.locus.simulator.places.Place;
import app.locus.simulator.state.Noise;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The business profiles of places, made on first use from the place's public data with
 * ordinary weekday hours. New reviews arrive on every profile from the simulator's first
 * start on (its journal's genesis, the same after a restart).
 */
public final class GbpProfiles {

	private static final List<String> WEEKDAYS = List.of("MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY");

	private final Map<String, GbpProfile> profiles = new LinkedHashMap<>();

	private final Instant reviewsArriveAfter;

	public GbpProfiles(Instant reviewsArriveAfter) {
		this.reviewsArriveAfter = reviewsArriveAfter;
	}

	public GbpProfile of(Place place) {
		return profiles.computeIfAbsent(place.placeId(), id -> create(place));
	}

	private GbpProfile create(Place place) {
		GbpProfile profile = new GbpProfile(place, location(place), suggestions(place), reviewsArriveAfter);
		WEEKDAYS.forEach(day -> profile.regularHours.add(new GbpProfile.Period(day, 9, 0, day, 17, 0)));
		return profile;
	}

	private static ObjectNode location(Place place) {
		String[] parts = place.address().split(",\\s*");
		ObjectNode node = Json.object();
		node.put("name", "locations/" + Long.toUnsignedString(Noise.of(place.placeId()) >>> 8));
		node.put("title", place.name());
		ObjectNode address = node.putObject("storefrontAddress");
		address.put("regionCode", "US");
		address.put("languageCode", "en");
		if (parts.length >= 3) {
			String[] stateZip = parts[2].split(" ");
			address.put("postalCode", stateZip.length > 1 ? stateZip[1] : "");
			address.put("administrativeArea", stateZip[0]);
			address.put("locality", parts[1]);
		}
		address.putArray("addressLines").add(parts[0]);
		node.putObject("phoneNumbers").put("primaryPhone", place.phone());
		node.put("websiteUri", place.website());
		Category category = place.categoryInfo();
		ObjectNode categories = node.putObject("categories");
		categories.putObject("primaryCategory").put("name", category.gcid()).put("displayName", category.displayName());
		categories.putArray("additionalCategories");
		node.putObject("profile")
			.put("description", place.name() + " is a " + category.displayName().toLowerCase(Locale.ROOT)
					+ " serving the neighbourhood.");
		node.putObject("openInfo").put("status", "OPEN");
		node.putObject("metadata")
			.put("placeId", place.placeId())
			.put("mapsUri", "https://maps.google.com/?cid=" + Long.toUnsignedString(Noise.of(place.placeId())));
		node.putObject("latlng").put("latitude", place.lat()).put("longitude", place.lng());
		return node;
	}

	/** What Google proposes to change on the listing (shown by google-updated). */
	private static ObjectNode suggestions(Place place) {
		ObjectNode node = Json.object();
		node.put("websiteUri", place.website().replace("https://www.", "http://"));
		return node;
	}

}

package app.locus.simulator.places;

import app.locus.simulator.api.Json;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The location shapes of the API (DD010): list form and detailed form, numbers as
 * strings, a missing store code as false.
 */
public final class PlaceShapes {

	private PlaceShapes() {
	}

	public static ObjectNode listForm(Place place) {
		ObjectNode node = Json.object();
		node.put("place_id", place.placeId());
		node.put("name", place.name());
		node.put("address", place.address());
		node.put("lat", Double.toString(place.lat()));
		node.put("lng", Double.toString(place.lng()));
		node.put("rating", Double.toString(place.rating()));
		node.put("reviews", Integer.toString(place.reviews()));
		Json.putOrFalse(node, "store_code", place.storeCode());
		return node;
	}

	/** {name, address, rating, reviews}, as report records carry their location. */
	public static ObjectNode summary(Place place) {
		ObjectNode node = Json.object();
		node.put("name", place.name());
		node.put("address", place.address());
		node.put("rating", Double.toString(place.rating()));
		node.put("reviews", Integer.toString(place.reviews()));
		return node;
	}

	public static ObjectNode detailedForm(Place place) {
		ObjectNode node = listForm(place);
		node.put("platform", place.platform());
		node.put("rating_pct", Json.decimal(place.rating() / 5 * 100));
		node.put("phone", place.phone());
		node.put("url", place.platform().equals("apple") ? "https://maps.apple.com/place?auid=" + place.placeId()
				: "https://www.google.com/maps/place/?q=place_id:" + place.placeId());
		node.put("display_url", place.website());
		node.put("claimed", place.claimed());
		Category category = place.categoryInfo();
		node.putObject("categories").put(category.id(), category.displayName());
		return node;
	}

	public static ObjectNode searchResult(Place place) {
		ObjectNode node = listForm(place);
		node.remove("store_code");
		node.put("platform", place.platform());
		return node;
	}

}

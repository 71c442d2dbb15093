package app.locus.simulator.places;

/**
 * A business on a platform's map.
 *
 * @param placeId the platform's identifier
 * @param platform google or apple
 * @param category the main category id (see {@link Category})
 * @param storeCode the owner's store code, or null when none is set
 */
public record Place(String placeId, String platform, String name, String address, double lat, double lng, double rating,
		int reviews, String phone, String website, String category, String storeCode, boolean claimed) {

	public Category categoryInfo() {
		return Category.byId(category).orElse(Category.ALL.get(0));
	}

}

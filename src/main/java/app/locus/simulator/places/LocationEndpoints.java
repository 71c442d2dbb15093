package app.locus.simulator.places;

import java.util.List;
import java.util.Set;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.state.Noise;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Saved locations: {@code /v1/locations/}, {@code /v2/locations/search} and
 * {@code /v2/locations/add}.
 */
public final class LocationEndpoints {

	private static final Set<String> MAP_PLATFORMS = Set.of("google", "apple");

	private final PlaceDirectory directory;

	private final SavedLocations saved;

	public LocationEndpoints(PlaceDirectory directory, SavedLocations saved) {
		this.directory = directory;
		this.saved = saved;
	}

	public void register(Router router) {
		router.post("/v1/locations", this::list);
		router.post("/v2/locations/search", this::search);
		router.post("/v2/locations/add", this::add);
		// Where the vendor's own workflow node saves a location.
		router.post("/v2/locations/save", this::add);
	}

	private Result list(Call call) {
		boolean linkedOnly = call.params().flag("gbp_linked", false);
		List<SavedLocations.Saved> locations = saved.all(call.account())
			.stream()
			.filter(s -> !linkedOnly || s.gbpLinked())
			.toList();
		ObjectNode data = Json.object();
		data.put("count", locations.size());
		ArrayNode array = data.putArray("locations");
		locations.forEach(s -> array.add(PlaceShapes.listForm(s.place())));
		return Result.ok(data);
	}

	private Result search(Call call) {
		// The vendor's workflow node sends the search term as name.
		Params params = call.params().withSynonym("term", "name");
		String term = params.required("term");
		String platform = params.oneOf("platform", MAP_PLATFORMS, "google");
		String proximity = params.required("proximity");
		ArrayNode data = Json.array();
		directory.search(term, platform, proximity).forEach(p -> data.add(PlaceShapes.searchResult(p)));
		return Result.ok(data);
	}

	private Result add(Call call) {
		Params params = call.params();
		String placeId = params.required("placeId");
		String platform = params.oneOf("platform", MAP_PLATFORMS, "google");
		Place place = platform.equals("apple") ? applePlace(params, placeId)
				: directory.find(placeId)
					.filter(p -> p.platform().equals("google"))
					.orElseThrow(() -> ApiException.notFound("No google place with id " + placeId));
		boolean linked = saved.find(call.account(), placeId).map(SavedLocations.Saved::gbpLinked).orElse(false);
		saved.save(call.account(), place, linked);
		ObjectNode data = Json.object();
		data.set("location", PlaceShapes.detailedForm(place));
		return Result.ok(data, "Location saved");
	}

	private Place applePlace(Params params, String placeId) {
		String name = params.required("name");
		double lat = params.decimal("lat", -90, 90).doubleValue();
		double lng = params.decimal("lng", -180, 180).doubleValue();
		Place known = directory.find(placeId).orElse(null);
		if (known != null) {
			return known;
		}
		long seed = Noise.of(placeId);
		City city = City.closestTo(lat, lng);
		Category category = Category.mentionedIn(name).orElse(Category.ALL.get(0));
		return directory.register(new Place(placeId, "apple", name, city.address(seed), lat, lng, 4.5, 0,
				city.phone(seed), "https://maps.apple.com", category.id(), null, false));
	}

}

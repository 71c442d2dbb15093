package app.locus.simulator.ondemand;

import java.util.List;
import java.util.Set;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Listing;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.City;
import app.locus.simulator.places.Place;
import app.locus.simulator.places.PlaceDirectory;
import app.locus.simulator.places.PlaceShapes;
import app.locus.simulator.scans.Coordinate;
import app.locus.simulator.scans.GridPoint;
import app.locus.simulator.scans.PointResult;
import app.locus.simulator.scans.ReportShapes;
import app.locus.simulator.scans.ScanEndpoints;
import app.locus.simulator.scans.ScanEngine;
import app.locus.simulator.scans.ScanSettings;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The on-demand API (DD011.d/spot): {@code POST /v1/result} (where one business ranks at
 * one coordinate) and {@code POST /v1/search} (what the map shows there), google only,
 * each billed as one on-demand request outside the credit balance; {@code POST /v1/grid}
 * (the points of a grid, computed, free) and {@code POST /v1/places} (a places lookup,
 * free). The ranking is the scan engine's, so a business ranks at a point exactly as a
 * scan of the same keyword that day ranks it there.
 */
public final class OnDemandEndpoints {

	private static final Set<String> MEASUREMENTS = ScanEndpoints.MEASUREMENTS;

	private static final int DEFAULT_ZOOM = 13;

	private final PlaceDirectory directory;

	private final ScanEngine engine;

	public OnDemandEndpoints(PlaceDirectory directory, ScanEngine engine) {
		this.directory = directory;
		this.engine = engine;
	}

	public void register(Router router) {
		router.post("/v1/result", this::result);
		router.post("/v1/search", this::search);
		router.post("/v1/grid", this::grid);
		router.post("/v1/places", this::places);
	}

	/**
	 * The rank of a business at a point; without {@code place_id} (as the vendor's own
	 * tool-protocol server asks) the results there, as {@code /v1/search} answers.
	 */
	private Result result(Call call) {
		Params params = call.params();
		String placeId = params.text("place_id");
		if (placeId == null) {
			return search(call);
		}
		String keyword = params.required("keyword");
		Coordinate at = coordinate(params);
		int zoom = zoom(params);
		Place business = directory.find(placeId)
			.filter(p -> p.platform().equals("google"))
			.orElseThrow(() -> ApiException.notFound("No google place with id " + placeId));
		PointResult point = rank(business, keyword, at, call);
		ObjectNode data = answer(point, keyword, zoom);
		data.put("place_id", placeId);
		if (point.rank() == null) {
			data.put("rank", false);
		}
		else {
			data.put("rank", point.rank());
		}
		data.put("found", point.rank() != null);
		return Result.ok(data);
	}

	private Result search(Call call) {
		Params params = call.params();
		String keyword = params.required("keyword");
		Coordinate at = coordinate(params);
		int zoom = zoom(params);
		Place anchor = directory.search(keyword, "google", City.closestTo(at.lat(), at.lng()).name()).get(0);
		PointResult point = rank(anchor, keyword, at, call);
		return Result.ok(answer(point, keyword, zoom));
	}

	/**
	 * Ranks on today's map and bills the request; nothing is billed for a refused one.
	 */
	private PointResult rank(Place business, String keyword, Coordinate at, Call call) {
		ScanSettings settings = new ScanSettings(business.placeId(), keyword, at.lat(), at.lng(), 3, "1", "mi",
				"google", false);
		PointResult point = engine.at(settings, business, at, SimDates.day(call.now()));
		call.account().billOnDemand(call.now());
		return point;
	}

	private Result grid(Call call) {
		Params params = call.params();
		Coordinate center = coordinate(params);
		int size = params.oddInRange("grid_size", 3, 21);
		String radius = ScanEndpoints.radius(params);
		String measurement = params.oneOf("measurement", MEASUREMENTS, "mi");
		double radiusKm = new ScanSettings("", "", center.lat(), center.lng(), size, radius, measurement, "google",
				false)
			.radiusKm();
		ObjectNode data = Json.object();
		data.put("lat", ReportShapes.coordinate(center.lat()));
		data.put("lng", ReportShapes.coordinate(center.lng()));
		data.put("grid_size", Integer.toString(size));
		data.put("radius", radius);
		data.put("measurement", measurement);
		ArrayNode points = data.putArray("points");
		List<Coordinate> grid = Coordinate.grid(center.lat(), center.lng(), size, radiusKm);
		for (Coordinate point : grid) {
			points.addObject()
				.put("lat", ReportShapes.coordinate(point.lat()))
				.put("lng", ReportShapes.coordinate(point.lng()));
		}
		data.put("count", grid.size());
		return Result.ok(data);
	}

	private Result places(Call call) {
		Params params = call.params();
		String query = params.required("query");
		String near = params.text("near");
		List<Place> found = directory.search(query, "google", near == null ? "" : near);
		return Result.ok(new Listing("places", false).page(found, PlaceShapes::searchResult, params));
	}

	private static ObjectNode answer(PointResult point, String keyword, int zoom) {
		ObjectNode data = Json.object();
		data.put("keyword", keyword);
		data.put("lat", ReportShapes.coordinate(point.at().lat()));
		data.put("lng", ReportShapes.coordinate(point.at().lng()));
		data.put("zoom", zoom);
		data.put("count", point.results().size());
		ArrayNode results = data.putArray("results");
		for (GridPoint.Ranked ranked : point.results()) {
			Place place = ranked.place();
			results.addObject()
				.put("rank", ranked.rank())
				.put("place_id", place.placeId())
				.put("name", place.name())
				.put("address", place.address())
				.put("lat", ReportShapes.coordinate(place.lat()))
				.put("lng", ReportShapes.coordinate(place.lng()))
				.put("rating", Double.toString(place.rating()))
				.put("reviews", Integer.toString(place.reviews()));
		}
		return data;
	}

	private static Coordinate coordinate(Params params) {
		return Coordinate.snapped(params.decimal("lat", -90, 90).doubleValue(),
				params.decimal("lng", -180, 180).doubleValue());
	}

	private static int zoom(Params params) {
		Integer zoom = params.integer("zoom");
		if (zoom == null) {
			return DEFAULT_ZOOM;
		}
		if (zoom < 1 || zoom > 21) {
			throw ApiException.invalid("zoom", "must be from 1 to 21");
		}
		return zoom;
	}

}

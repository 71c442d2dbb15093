package app.locus.upstream.api.scans;

import app.locus.base.Validation;
import app.locus.upstream.FormBody;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.WireCode;

/**
 * One ranking scan to run: a saved place, one keyword, the grid centered on
 * {@code center} (use the saved location's coordinates), and the platform. AI analysis
 * exists on google only; {@code eager} asks google to answer at once instead of waiting
 * for the results (other platforms always do).
 */
public record ScanRequest(PlaceId placeId, Keyword keyword, LatLng center, GridSize gridSize, Radius radius,
		Measurement measurement, Platform platform, boolean aiAnalysis, boolean eager) {

	public ScanRequest {
		new Validation().check(placeId != null, "placeId", "Choose a location.")
			.check(keyword != null, "keyword", "Keyword is required.")
			.check(center != null, "lat", "The scan needs the location's coordinates.")
			.check(gridSize != null && gridSize.allowedForScan(), "gridSize",
					"Grid size must be an odd number from 3 to 15.")
			.check(radius != null, "radius", "Radius is required.")
			.check(measurement != null, "measurement", "Choose miles or kilometers.")
			.check(platform != null, "platform", "Choose a platform.")
			.check(!aiAnalysis || platform == Platform.GOOGLE, "aiAnalysis", "AI analysis is available on google only.")
			.throwIfInvalid();
	}

	/**
	 * A scan on google with the recommended 7 x 7 grid, no AI analysis, waiting for
	 * results.
	 */
	public static ScanRequest google(PlaceId placeId, Keyword keyword, LatLng center, Radius radius,
			Measurement measurement) {
		return new ScanRequest(placeId, keyword, center, GridSize.DEFAULT, radius, measurement, Platform.GOOGLE, false,
				false);
	}

	/** Credits the scan spends: one per grid point. */
	public int credits() {
		return gridSize.points();
	}

	FormBody toForm() {
		return FormBody.create()
			.add("placeId", placeId)
			.add("keyword", keyword)
			.add("lat", center.latText())
			.add("lng", center.lngText())
			.add("gridSize", gridSize)
			.add("radius", radius)
			.add("measurement", measurement.code())
			.add("platform", WireCode.of(platform))
			.add("ai_analysis", aiAnalysis ? "true" : null)
			.add("eager", eager ? "1" : null);
	}

}

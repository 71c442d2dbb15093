package app.locus.scans;

import java.math.BigDecimal;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;

/**
 * A scan as the form gives it, checked field by field by {@link ScanService}: a saved
 * location, a keyword (kept as plain text, never interpreted as HTML), the grid centre
 * (the saved location's coordinates unless edited), grid size (odd, 3 to 15), radius (0.1
 * to 100) in miles or kilometres, the platform, and AI analysis (google only).
 */
public record ScanInput(@Nullable String placeId, String keyword, BigDecimal lat, BigDecimal lng, Integer gridSize,
		BigDecimal radius, Measurement unit, Platform platform, boolean aiAnalysis) {

	/** The recommended grid. */
	public static final int DEFAULT_GRID_SIZE = 7;

	/** A google scan centred on a saved location with the recommended 7 × 7 grid. */
	public static ScanInput google(String placeId, LatLng center, String keyword, BigDecimal radius, Measurement unit) {
		return new ScanInput(placeId, keyword, center.lat(), center.lng(), DEFAULT_GRID_SIZE, radius, unit,
				Platform.GOOGLE, false);
	}

	public ScanInput withGridSize(Integer newGridSize) {
		return new ScanInput(placeId, keyword, lat, lng, newGridSize, radius, unit, platform, aiAnalysis);
	}

	public ScanInput withRadius(BigDecimal newRadius) {
		return new ScanInput(placeId, keyword, lat, lng, gridSize, newRadius, unit, platform, aiAnalysis);
	}

	public ScanInput withKeyword(String newKeyword) {
		return new ScanInput(placeId, newKeyword, lat, lng, gridSize, radius, unit, platform, aiAnalysis);
	}

	public ScanInput withPlatform(Platform newPlatform, boolean newAiAnalysis) {
		return new ScanInput(placeId, keyword, lat, lng, gridSize, radius, unit, newPlatform, newAiAnalysis);
	}

	public ScanInput withCenter(BigDecimal newLat, BigDecimal newLng) {
		return new ScanInput(placeId, keyword, newLat, newLng, gridSize, radius, unit, platform, aiAnalysis);
	}

}

package app.locus.simulator.scans;

import java.util.Locale;

/**
 * What a scan measures: one keyword for one place on one platform, on a grid of
 * {@code gridSize x gridSize} points around {@code lat/lng} reaching {@code radius}
 * (miles or km) from the center to the edge.
 *
 * @param radius the radius as the caller wrote it, normalized (e.g. "3", "0.5")
 */
public record ScanSettings(String placeId, String keyword, double lat, double lng, int gridSize, String radius,
		String measurement, String platform, boolean aiAnalysis) {

	public int points() {
		return gridSize * gridSize;
	}

	public double radiusKm() {
		double value = Double.parseDouble(radius);
		return measurement.equals("mi") ? value * 1.609344 : value;
	}

	public Platform platformInfo() {
		return Platform.of(platform);
	}

	public String keywordKey() {
		return keyword.trim().toLowerCase(Locale.ROOT);
	}

	/**
	 * Scans with the same series take part in one trend report: same place, keyword,
	 * center, grid, radius and platform.
	 */
	public String series() {
		return String.join("|", placeId, keywordKey(), String.format(Locale.ROOT, "%.6f,%.6f", lat, lng),
				Integer.toString(gridSize), radius + measurement, platform);
	}

}

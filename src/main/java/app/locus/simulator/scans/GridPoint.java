package app.locus.simulator.scans;

import java.util.List;

import app.locus.simulator.places.Place;

/**
 * One point of a scan grid: where it is, the scanned business's rank there (null when not
 * found) and the businesses at the top.
 */
public record GridPoint(double lat, double lng, Integer rank, List<Ranked> results) {

	/** A business shown at a point, with its position. */
	public record Ranked(Place place, int rank) {

	}

}

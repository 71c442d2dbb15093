package app.locus.simulator.scans;

import java.util.List;

import app.locus.simulator.places.Place;

/**
 * One point of a scan grid: where it is, the scanned business's rank there (null when not
 * found) and every business shown there, in rank order.
 */
public record GridPoint(double lat, double lng, Integer rank, List<Ranked> results) {

	/** A business shown at a point, with its position. */
	public record Ranked(Place place, int rank) {

	}

}

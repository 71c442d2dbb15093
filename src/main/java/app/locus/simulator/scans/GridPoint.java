package app.locus.simulator.scans;

import java.util.List;

import app.locus.simulator.places.Place;

/**
 * One point of a scan grid: where it is, the scanned business's rank there (null when not
 * found) and every business shown there, in rank order. On an AI platform also whether
 * the engine answered there at all and the sources its answer cited; a map point always
 * "answers" and cites nothing.
 */
public record GridPoint(double lat, double lng, Integer rank, List<Ranked> results, boolean answered,
		List<Citation> sources) {

	/** A business shown at a point, with its position. */
	public record Ranked(Place place, int rank) {

	}

	/** A page an AI answer cited. */
	public record Citation(String domain, String url) {

	}

}

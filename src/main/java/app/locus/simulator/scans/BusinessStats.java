package app.locus.simulator.scans;

import app.locus.simulator.places.Place;

/**
 * How one business did across a grid.
 *
 * @param arp average rank where it was found (21 when nowhere)
 * @param atrp average rank over all points, not found counting as 21
 * @param solv share of points where it counts towards voice, in percent
 * @param foundIn points where it was shown
 */
public record BusinessStats(Place place, double arp, double atrp, double solv, int foundIn) {

	static final int NOT_FOUND_RANK = 21;

	static BusinessStats of(Place place, long rankSum, int foundIn, int voice, int points) {
		double arp = foundIn == 0 ? NOT_FOUND_RANK : (double) rankSum / foundIn;
		double atrp = (rankSum + (double) (points - foundIn) * NOT_FOUND_RANK) / points;
		return new BusinessStats(place, arp, atrp, 100.0 * voice / points, foundIn);
	}

}

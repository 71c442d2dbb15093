package app.locus.aivisibility;

import java.util.List;

/**
 * The share of grid points whose answer named the client, with its 95 % interval. The
 * points of one scan are not independent (one run of an engine answers them all), so the
 * interval is Wilson's score interval over an effective number of points: the points
 * divided by the design effect, the variance of the per-scan shares against what
 * independent points would give (never below 1). With one scan there is no spread to
 * measure and the points count as they are, which is the narrowest honest reading.
 *
 * @param named points whose answer named the client
 * @param points grid points asked
 * @param scans scans they come from
 * @param low lower end of the interval, 0 to 1
 * @param high upper end of the interval, 0 to 1
 */
public record Share(int named, int points, int scans, double low, double high) {

	/** The normal quantile of a two-sided 95 % interval. */
	static final double Z = 1.959964;

	/** One scan's count: points named and points asked. */
	public record Count(int named, int points) {

	}

	public static Share of(List<Count> scans) {
		int named = scans.stream().mapToInt(Count::named).sum();
		int points = scans.stream().mapToInt(Count::points).sum();
		if (points == 0) {
			return new Share(0, 0, scans.size(), 0, 1);
		}
		double p = (double) named / points;
		double effective = points / designEffect(scans, p, points);
		double z2 = Z * Z;
		double denominator = 1 + z2 / effective;
		double centre = (p + z2 / (2 * effective)) / denominator;
		double half = Z * Math.sqrt(p * (1 - p) / effective + z2 / (4 * effective * effective)) / denominator;
		// the interval's ends are exact at 0 and 1, where rounding would leave them a
		// hair off
		double low = named == 0 ? 0 : Math.max(0, centre - half);
		double high = named == points ? 1 : Math.min(1, centre + half);
		return new Share(named, points, scans.size(), low, high);
	}

	static double designEffect(List<Count> scans, double p, int points) {
		if (scans.size() < 2 || p == 0 || p == 1) {
			return 1;
		}
		double spread = 0;
		for (Count scan : scans) {
			double share = (double) scan.named() / scan.points();
			spread += (share - p) * (share - p);
		}
		double observed = spread / (scans.size() - 1);
		double independent = p * (1 - p) / ((double) points / scans.size());
		return Math.max(1, observed / independent);
	}

	/** The share itself, 0 to 1. */
	public double value() {
		return points == 0 ? 0 : (double) named / points;
	}

	/**
	 * Whether this share differs from an earlier one beyond the usual variation: only
	 * when their intervals do not overlap.
	 */
	public Change since(Share earlier) {
		if (earlier.points() == 0 || points == 0) {
			return Change.NO_EARLIER;
		}
		if (low > earlier.high()) {
			return Change.ROSE;
		}
		return high < earlier.low() ? Change.FELL : Change.WITHIN_NOISE;
	}

}

package app.locus.aivisibility;

import app.locus.base.ValidationException;
import app.locus.upstream.api.GridSize;

/**
 * How many scans it takes to tell a change of a given size from the noise of AI answers:
 * the points per period that a two-sided test of two shares at the 5 % level needs to
 * find the change four times in five, multiplied by the design effect the workspace's
 * scans show, spread over scans of the chosen grid, in each of the two periods compared.
 *
 * @param scansPerPeriod scans in each of the two periods
 * @param credits what those scans cost, both periods together
 */
public record SampleSizePlan(int scansPerPeriod, int credits) {

	/** The normal quantile for 80 % power. */
	private static final double POWER_Z = 0.841621;

	/** At most this many scans are planned; beyond it the change cannot be told. */
	static final int MOST_SCANS = 1_000;

	/**
	 * @param baseline today's share, 0 to 1
	 * @param changePoints the change to tell from noise, in percentage points (1 to 50)
	 * @param designEffect from {@link Share#designEffect}, 1 or more
	 * @throws ValidationException for a change out of range
	 */
	public static SampleSizePlan of(double baseline, int changePoints, GridSize grid, double designEffect) {
		if (changePoints < 1 || changePoints > 50) {
			throw ValidationException.of("change", "The change must be between 1 and 50 percentage points.");
		}
		double d = changePoints / 100.0;
		double p1 = Math.min(Math.max(baseline, 0.01), 0.99);
		double p2 = p1 + d <= 0.99 ? p1 + d : p1 - d;
		double mean = (p1 + p2) / 2;
		double root = Share.Z * Math.sqrt(2 * mean * (1 - mean)) + POWER_Z * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
		double points = root * root / (d * d) * Math.max(1, designEffect);
		int scans = (int) Math.min(MOST_SCANS, Math.ceil(points / grid.points()));
		return new SampleSizePlan(scans, 2 * scans * grid.points());
	}

}

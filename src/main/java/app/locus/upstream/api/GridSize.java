package app.locus.upstream.api;

import app.locus.base.ValidationException;

/**
 * Side of the square scan grid: an odd number of points from 3 to 21 (campaigns and
 * filters); run-scan allows only up to 15. A scan costs {@link #points()} credits.
 */
public record GridSize(int value) {

	/** The spec's recommended default. */
	public static final GridSize DEFAULT = new GridSize(7);

	private static final int MIN = 3;

	private static final int MAX_SCAN = 15;

	private static final int MAX_CAMPAIGN = 21;

	public GridSize {
		require(value, MAX_CAMPAIGN, "gridSize");
	}

	/** A grid for run-scan: odd, 3 to 15. */
	public static GridSize forScan(int value) {
		return new GridSize(require(value, MAX_SCAN, "gridSize"));
	}

	/** A grid for a campaign or a listing filter: odd, 3 to 21. */
	public static GridSize forCampaign(int value) {
		return new GridSize(value);
	}

	/** Whether run-scan accepts this size (campaigns accept every size). */
	public boolean allowedForScan() {
		return value <= MAX_SCAN;
	}

	/** Scan points of one scan, which is also its credit cost. */
	public int points() {
		return value * value;
	}

	private static int require(int value, int max, String field) {
		if (value < MIN || value > max || value % 2 == 0) {
			throw ValidationException.of(field, "Grid size must be an odd number from " + MIN + " to " + max + ".");
		}
		return value;
	}

	/** The wire form, e.g. {@code 7}. */
	@Override
	public String toString() {
		return Integer.toString(value);
	}

}

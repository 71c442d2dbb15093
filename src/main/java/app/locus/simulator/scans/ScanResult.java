package app.locus.simulator.scans;

import java.util.List;

import app.locus.simulator.places.Place;

/**
 * What a finished scan measured.
 *
 * @param own the scanned business's figures
 * @param businesses every business shown somewhere on the grid (the scanned one
 * included), best share of voice first
 * @param totalCompetitors other businesses shown at one point or more
 * @param competitionSolv mean share of voice of the three strongest competitors
 * @param aiAnalysis the written analysis, or null when not asked for
 */
public record ScanResult(ScanSettings settings, Place business, List<GridPoint> points, BusinessStats own,
		List<BusinessStats> businesses, int totalCompetitors, double competitionSolv, String aiAnalysis) {

	/** The best share of voice possible: every point. */
	public static final double MAX_SOLV = 100.0;

	public double opportunitySolv() {
		return MAX_SOLV - own.solv();
	}

}

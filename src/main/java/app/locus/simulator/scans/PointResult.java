package app.locus.simulator.scans;

import java.util.List;

/**
 * What one point of the map shows for a keyword: the business asked about (its rank, null
 * when not shown) and every business shown there, best first.
 */
public record PointResult(Coordinate at, Integer rank, List<GridPoint.Ranked> results) {

}

package app.locus.alerts;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import app.locus.reports.heatmap.RankGrid;
import org.jspecify.annotations.Nullable;

/**
 * What changed between two scans of one series, cell by cell: the grid points that were
 * in the top 3 and are not any more (a point without data in either scan is not
 * compared), and how far the headline metric (SoLV or SAIV) fell.
 */
final class RankChange {

	static final int TOP = 3;

	private RankChange() {
	}

	/** The points in the top 3 before and not now; none when the grids differ in size. */
	static List<ChangedPoints.Point> leftTop3(RankGrid before, RankGrid now) {
		List<ChangedPoints.Point> left = new ArrayList<>();
		if (before.size() != now.size()) {
			return left;
		}
		for (int row = 0; row < now.size(); row++) {
			for (int column = 0; column < now.size(); column++) {
				int was = before.rank(row, column);
				int is = now.rank(row, column);
				if (inTop(was) && is != RankGrid.NO_DATA && !inTop(is)) {
					left.add(new ChangedPoints.Point(row + 1, column + 1));
				}
			}
		}
		return left;
	}

	/** Points the metric fell (positive), or null when either is unknown or it rose. */
	static @Nullable BigDecimal drop(@Nullable BigDecimal before, @Nullable BigDecimal now) {
		if (before == null || now == null || now.compareTo(before) >= 0) {
			return null;
		}
		return before.subtract(now);
	}

	private static boolean inTop(int rank) {
		return rank >= 1 && rank <= TOP;
	}

}

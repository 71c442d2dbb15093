package app.locus.reports;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import app.locus.reports.heatmap.RankBand;
import app.locus.reports.heatmap.RankGrid;
import app.locus.upstream.api.reports.RankMetrics;
import org.jspecify.annotations.Nullable;

/**
 * Two scans of the same settings, the earlier one first: how the rank moved at every grid
 * point (row by row from the north-west) and how ARP, ATRP and SoLV moved, each read as
 * better or worse for the business ({@link Metric}).
 */
public record ScanComparison(ReportDetail earlier, ReportDetail later, List<PointChange> points,
		List<MetricChange> metrics) {

	public ScanComparison {
		points = List.copyOf(points);
		metrics = List.copyOf(metrics);
	}

	/**
	 * The rank at one point before and after. A business not found counts as
	 * {@link RankBand#OUT_OF_REACH}, so "not found" both times is the same, and a point
	 * either scan has no data for is unknown.
	 */
	public record PointChange(int row, int column, int before, int after) {

		public Metric.Change change() {
			if (before == RankGrid.NO_DATA || after == RankGrid.NO_DATA) {
				return Metric.Change.UNKNOWN;
			}
			return Metric.ARP.change(BigDecimal.valueOf((long) reach(after) - reach(before)));
		}

		/** Places gained (positive) or lost (negative); 0 when unknown. */
		public int placesGained() {
			return change() == Metric.Change.UNKNOWN ? 0 : reach(before) - reach(after);
		}

		private static int reach(int rank) {
			return rank == RankGrid.NOT_FOUND ? RankBand.OUT_OF_REACH : Math.min(rank, RankBand.OUT_OF_REACH);
		}

	}

	/** One headline metric before and after; the difference is null when either is. */
	public record MetricChange(Metric metric, @Nullable BigDecimal before, @Nullable BigDecimal after) {

		public @Nullable BigDecimal difference() {
			BigDecimal was = before;
			BigDecimal is = after;
			return was == null || is == null ? null : is.subtract(was);
		}

		public Metric.Change change() {
			return metric.change(difference());
		}

	}

	static ScanComparison of(ReportDetail earlier, ReportDetail later, RankGrid before, RankGrid after) {
		int n = before.size();
		List<PointChange> points = new ArrayList<>(n * n);
		for (int row = 0; row < n; row++) {
			for (int column = 0; column < n; column++) {
				points.add(new PointChange(row, column, before.rank(row, column), after.rank(row, column)));
			}
		}
		RankMetrics was = earlier.card().metrics();
		RankMetrics is = later.card().metrics();
		return new ScanComparison(earlier, later, points,
				List.of(new MetricChange(Metric.ARP, value(was, Metric.ARP), value(is, Metric.ARP)),
						new MetricChange(Metric.ATRP, value(was, Metric.ATRP), value(is, Metric.ATRP)),
						new MetricChange(Metric.SOLV, value(was, Metric.SOLV), value(is, Metric.SOLV))));
	}

	private static @Nullable BigDecimal value(@Nullable RankMetrics metrics, Metric metric) {
		if (metrics == null) {
			return null;
		}
		return switch (metric) {
			case ARP -> metrics.arp();
			case ATRP -> metrics.atrp();
			case SOLV -> metrics.solv();
		};
	}

	/** How many points moved each way, for a summary line. */
	public long count(Metric.Change change) {
		return points.stream().filter(point -> point.change() == change).count();
	}

}

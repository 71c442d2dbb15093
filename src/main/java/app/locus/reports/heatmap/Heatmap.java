package app.locus.reports.heatmap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.reports.DataPoint;
import org.jspecify.annotations.Nullable;

/**
 * One business's ranks over a scan's grid, placed on the earth: every point with its
 * position, its rank and, as far as the report's data points name them, the businesses
 * that rank above it there. Positions come from the data points when they are stored,
 * else from the grid's geometry around its centre. The pin is the business's own place.
 */
public final class Heatmap {

	/** The business whose ranks these are, where it stands (null when unknown). */
	public record Pin(String name, LatLng position) {

	}

	/**
	 * One grid point. {@code above} lists who ranks higher here, best first; it is null
	 * when the report names nobody at this point (data points not stored). {@code answer}
	 * is what an AI engine answered here, null on a map.
	 */
	public record Point(int row, int column, LatLng position, int rank, List<DataPoint.Result> above,
			@Nullable Answer answer) {

		public RankBand band() {
			return RankBand.of(rank);
		}

		public String label() {
			return RankBand.label(rank);
		}

	}

	/**
	 * An AI engine's answer at a point: whether it answered, every business it named in
	 * order, and the sites it cited.
	 */
	public record Answer(boolean given, List<DataPoint.Result> named, List<String> sources) {

		static @Nullable Answer of(@Nullable DataPoint data) {
			if (data == null || data.answered() == null) {
				return null;
			}
			return new Answer(data.answered(), data.results(),
					data.sources().stream().map(DataPoint.Citation::domain).filter(Objects::nonNull).toList());
		}

	}

	private final RankGrid ranks;

	private final GridGeometry geometry;

	private final LatLng centre;

	private final Pin pin;

	private final List<Point> points;

	private Heatmap(RankGrid ranks, GridGeometry geometry, LatLng centre, Pin pin, List<Point> points) {
		this.ranks = ranks;
		this.geometry = geometry;
		this.centre = centre;
		this.pin = pin;
		this.points = List.copyOf(points);
	}

	/**
	 * The scanned business's own heatmap: its ranks as the report holds them, and who
	 * ranks above it at each point.
	 */
	public static Heatmap of(RankGrid ranks, GridGeometry geometry, LatLng centre, List<DataPoint> dataPoints,
			String placeId, Pin pin) {
		Objects.requireNonNull(centre, "centre");
		if (ranks.size() != geometry.gridSize()) {
			throw new IllegalArgumentException(
					"Ranks for a " + ranks.size() + " grid drawn with a " + geometry.gridSize() + " geometry");
		}
		int n = geometry.gridSize();
		List<Point> points = new ArrayList<>(n * n);
		for (int row = 0; row < n; row++) {
			for (int column = 0; column < n; column++) {
				DataPoint data = dataPoint(dataPoints, row * n + column);
				int rank = ranks.rank(row, column);
				points.add(new Point(row, column, position(geometry, centre, data, row, column), rank,
						above(data, placeId, rank), Answer.of(data)));
			}
		}
		return new Heatmap(ranks, geometry, centre, pin, points);
	}

	/**
	 * Another business's heatmap from the same scan's data points: its rank wherever the
	 * report names it; no data where the point names others only (the report lists the
	 * top few, so "not named" does not mean "not found").
	 */
	public static Heatmap ofBusiness(GridGeometry geometry, LatLng centre, List<DataPoint> dataPoints, String placeId,
			Pin pin) {
		int n = geometry.gridSize();
		int[] ranks = new int[n * n];
		for (int i = 0; i < ranks.length; i++) {
			DataPoint data = dataPoint(dataPoints, i);
			ranks[i] = data == null ? RankGrid.NO_DATA
					: data.results()
						.stream()
						.filter(result -> placeId.equals(result.placeId()) && result.rank() != null)
						.mapToInt(DataPoint.Result::rank)
						.findFirst()
						.orElse(RankGrid.NO_DATA);
		}
		return of(RankGrid.of(n, ranks), geometry, centre, dataPoints, placeId, pin);
	}

	public RankGrid ranks() {
		return ranks;
	}

	public GridGeometry geometry() {
		return geometry;
	}

	public LatLng centre() {
		return centre;
	}

	/** The business's own place, or null when the report does not say where it is. */
	public Pin pin() {
		return pin;
	}

	/** Every point, row by row from the north-west corner. */
	public List<Point> points() {
		return points;
	}

	private static DataPoint dataPoint(List<DataPoint> dataPoints, int index) {
		return index < dataPoints.size() ? dataPoints.get(index) : null;
	}

	private static LatLng position(GridGeometry geometry, LatLng centre, DataPoint data, int row, int column) {
		return data != null && data.position() != null ? data.position() : geometry.position(centre, row, column);
	}

	private static List<DataPoint.Result> above(DataPoint data, String placeId, int rank) {
		if (data == null || data.results().isEmpty()) {
			return null;
		}
		boolean ranked = rank > 0;
		return data.results()
			.stream()
			.filter(result -> result.rank() != null && !Objects.equals(result.placeId(), placeId))
			.filter(result -> !ranked || result.rank() < rank)
			.sorted(Comparator.comparingInt(DataPoint.Result::rank))
			.toList();
	}

}

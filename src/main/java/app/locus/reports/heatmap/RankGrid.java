package app.locus.reports.heatmap;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import app.locus.upstream.api.reports.DataPoint;

/**
 * The rank at every point of a square grid, row by row from the north-west corner (the
 * order of the service's {@code data_points}). A point where the business was not found
 * holds {@link #NOT_FOUND}; a point the service sent nothing for holds {@link #NO_DATA}.
 */
public final class RankGrid {

	public static final int NOT_FOUND = 0;

	public static final int NO_DATA = -1;

	private static final String NOT_FOUND_TEXT = "-";

	private final int size;

	/**
	 * The stored form this grid was read from, parsed on the first look at a rank: pages
	 * read many cards and draw few of their grids (DD172). Null once parsed, or when
	 * built from ranks.
	 */
	private String unparsed;

	private volatile int[] ranks;

	private RankGrid(int size, int[] ranks) {
		this(size, (String) null);
		this.ranks = fitted(size, ranks);
	}

	private RankGrid(int size, String unparsed) {
		if (size < 1) {
			throw new IllegalArgumentException("Grid size must be positive");
		}
		this.size = size;
		this.unparsed = unparsed;
	}

	private static int[] fitted(int size, int[] ranks) {
		int[] fitted = new int[size * size];
		Arrays.fill(fitted, NO_DATA);
		System.arraycopy(ranks, 0, fitted, 0, Math.min(ranks.length, fitted.length));
		return fitted;
	}

	/** Every rank in grid order; parses the stored form on the first call. */
	private int[] ranks() {
		int[] parsed = ranks;
		if (parsed == null) {
			synchronized (this) {
				parsed = ranks;
				if (parsed == null) {
					parsed = fitted(size,
							Arrays.stream(unparsed.split(",", -1)).mapToInt(RankGrid::parseCell).toArray());
					ranks = parsed;
					unparsed = null;
				}
			}
		}
		return parsed;
	}

	/**
	 * Ranks in grid order; missing trailing points read as no data, extra ones are
	 * ignored.
	 */
	public static RankGrid of(int size, int... ranks) {
		return new RankGrid(size, ranks);
	}

	/** The ranks of the service's data points, in the order they came. */
	public static RankGrid fromDataPoints(int size, List<DataPoint> points) {
		int[] ranks = points.stream().mapToInt(RankGrid::rankOf).toArray();
		return new RankGrid(size, ranks);
	}

	/** Reads the stored form written by {@link #format()}; null or blank text is null. */
	public static RankGrid parse(int size, String text) {
		if (text == null || text.isBlank()) {
			return null;
		}
		return new RankGrid(size, text);
	}

	/** Compact stored form: ranks joined by commas, {@code -} where not found. */
	public String format() {
		int[] ranks = ranks();
		int last = ranks.length;
		while (last > 0 && ranks[last - 1] == NO_DATA) {
			last--;
		}
		return Arrays.stream(ranks, 0, last)
			.mapToObj(rank -> rank == NOT_FOUND ? NOT_FOUND_TEXT : rank == NO_DATA ? "" : Integer.toString(rank))
			.collect(Collectors.joining(","));
	}

	public int size() {
		return size;
	}

	/** Rank at a point: 1 or more, {@link #NOT_FOUND} or {@link #NO_DATA}. */
	public int rank(int row, int column) {
		if (row < 0 || row >= size || column < 0 || column >= size) {
			throw new IndexOutOfBoundsException("Point " + row + "," + column + " outside a " + size + " grid");
		}
		return ranks()[row * size + column];
	}

	private static int rankOf(DataPoint point) {
		Integer rank = point.rank();
		return rank != null && rank > 0 ? rank : NOT_FOUND;
	}

	private static int parseCell(String cell) {
		if (cell.isEmpty()) {
			return NO_DATA;
		}
		if (NOT_FOUND_TEXT.equals(cell)) {
			return NOT_FOUND;
		}
		try {
			return Math.max(Integer.parseInt(cell), NOT_FOUND);
		}
		catch (NumberFormatException ex) {
			return NO_DATA;
		}
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof RankGrid grid && grid.size == size && Arrays.equals(grid.ranks(), ranks());
	}

	@Override
	public int hashCode() {
		return 31 * size + Arrays.hashCode(ranks());
	}

	@Override
	public String toString() {
		return "RankGrid[" + size + "x" + size + ": " + format() + "]";
	}

}

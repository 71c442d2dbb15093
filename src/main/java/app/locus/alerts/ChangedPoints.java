package app.locus.alerts;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The grid points an alert is about, kept with the alert so that the alerts page can draw
 * them on a small map of the grid instead of listing "row 1, column 6".
 *
 * @param gridSize points per side of the square grid
 * @param points the points, 1-based from the north-west corner
 */
public record ChangedPoints(int gridSize, List<Point> points) {

	/** A grid point, counted from the north-west corner, 1-based as people count. */
	public record Point(int row, int column) {
	}

	public ChangedPoints {
		if (gridSize < 1) {
			throw new IllegalArgumentException("A grid has at least one point per side.");
		}
		for (Point point : points) {
			if (point.row() < 1 || point.row() > gridSize || point.column() < 1 || point.column() > gridSize) {
				throw new IllegalArgumentException("A point lies outside its " + gridSize + "×" + gridSize + " grid.");
			}
		}
		points = List.copyOf(points);
	}

	/** "7:1.6,2.3": the grid size, then each point as row.column. */
	public String encode() {
		return gridSize + ":" + points.stream().map(p -> p.row() + "." + p.column()).collect(Collectors.joining(","));
	}

	/** Reads what {@link #encode()} wrote. */
	public static ChangedPoints parse(String encoded) {
		int colon = encoded.indexOf(':');
		try {
			int size = Integer.parseInt(encoded.substring(0, Math.max(colon, 0)));
			List<Point> points = new ArrayList<>();
			String list = encoded.substring(colon + 1);
			if (!list.isEmpty()) {
				for (String point : list.split(",")) {
					int dot = point.indexOf('.');
					points.add(new Point(Integer.parseInt(point.substring(0, Math.max(dot, 0))),
							Integer.parseInt(point.substring(dot + 1))));
				}
			}
			return new ChangedPoints(size, points);
		}
		catch (IndexOutOfBoundsException | IllegalArgumentException ex) {
			throw new IllegalStateException("Stored grid points are unreadable: " + encoded, ex);
		}
	}

	public boolean contains(int row, int column) {
		return points.contains(new Point(row, column));
	}

}

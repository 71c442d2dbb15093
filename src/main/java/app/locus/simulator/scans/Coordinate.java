package app.locus.simulator.scans;

import java.util.ArrayList;
import java.util.List;

/**
 * A point on the map, snapped to the six decimals reports write, so a point read from a
 * report and asked about again is exactly the point that was ranked.
 */
public record Coordinate(double lat, double lng) {

	private static final double SCALE = 1e6;

	public static Coordinate snapped(double lat, double lng) {
		return new Coordinate(Math.round(lat * SCALE) / SCALE, Math.round(lng * SCALE) / SCALE);
	}

	/**
	 * The {@code size x size} points of a grid, row by row from the north-west corner,
	 * reaching {@code radiusKm} from the centre to the edges.
	 */
	public static List<Coordinate> grid(double lat, double lng, int size, double radiusKm) {
		double spacing = size == 1 ? 0 : 2 * radiusKm / (size - 1);
		List<Coordinate> points = new ArrayList<>(size * size);
		for (int row = 0; row < size; row++) {
			for (int col = 0; col < size; col++) {
				double northKm = radiusKm - row * spacing;
				double eastKm = -radiusKm + col * spacing;
				points.add(snapped(lat + northKm / 111.0, lng + eastKm / (111.0 * Math.cos(Math.toRadians(lat)))));
			}
		}
		return points;
	}

}

package app.locus.reports.heatmap;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Objects;

import app.locus.base.Validation;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;

/**
 * Where the points of a scan grid lie. The radius runs from the centre to the edge, so
 * the outermost points are one radius from the centre and neighbouring points are
 * {@code 2 × radius / (gridSize - 1)} apart (DD043). Handles every grid the service
 * makes, 3 × 3 to 21 × 21.
 */
public record GridGeometry(int gridSize, BigDecimal radius, Measurement unit) {

	private static final double KM_PER_DEGREE_LATITUDE = 111.32;

	private static final double KM_PER_MILE = 1.609344;

	public GridGeometry {
		Validation validation = new Validation();
		validation.value(() -> GridSize.forCampaign(gridSize));
		validation.check(radius != null && radius.signum() > 0, "radius", "Radius must be greater than 0.");
		validation.check(unit != null, "measurement", "Choose miles or kilometers.");
		validation.throwIfInvalid();
	}

	public static GridGeometry of(int gridSize, BigDecimal radius, Measurement unit) {
		return new GridGeometry(gridSize, radius, unit);
	}

	/** Number of points, which is also the credit cost of a scan with this grid. */
	public int points() {
		return gridSize * gridSize;
	}

	/** Row and column of the centre point (grids are odd, so there is one). */
	public int centre() {
		return (gridSize - 1) / 2;
	}

	/** Distance between neighbouring points, in {@link #unit()}, to 3 decimals. */
	public BigDecimal spacing() {
		return radius.multiply(BigDecimal.valueOf(2))
			.divide(BigDecimal.valueOf(gridSize - 1L), MathContext.DECIMAL64)
			.setScale(3, RoundingMode.HALF_UP)
			.stripTrailingZeros();
	}

	/** How far north of the centre a row lies, in {@link #unit()} (negative: south). */
	public double northOffset(int row) {
		return (centre() - checked(row)) * exactSpacing();
	}

	/** How far east of the centre a column lies, in {@link #unit()} (negative: west). */
	public double eastOffset(int column) {
		return (checked(column) - centre()) * exactSpacing();
	}

	/**
	 * The coordinate of a grid point around {@code centre}, on a local flat-earth
	 * approximation (good to well under a percent for grids of up to 100 miles).
	 */
	public LatLng position(LatLng centre, int row, int column) {
		Objects.requireNonNull(centre, "centre");
		double northKm = toKm(northOffset(row));
		double eastKm = toKm(eastOffset(column));
		double lat = centre.lat().doubleValue() + northKm / KM_PER_DEGREE_LATITUDE;
		double lng = centre.lng().doubleValue()
				+ eastKm / (KM_PER_DEGREE_LATITUDE * Math.cos(Math.toRadians(centre.lat().doubleValue())));
		return new LatLng(BigDecimal.valueOf(lat).setScale(7, RoundingMode.HALF_UP),
				BigDecimal.valueOf(lng).setScale(7, RoundingMode.HALF_UP));
	}

	/**
	 * How far north of {@code centre} a position lies, in {@link #unit()} (negative:
	 * south), on the approximation of {@link #position}.
	 */
	public double northOf(LatLng centre, LatLng position) {
		return fromKm((position.lat().doubleValue() - centre.lat().doubleValue()) * KM_PER_DEGREE_LATITUDE);
	}

	/**
	 * How far east of {@code centre} a position lies, in {@link #unit()} (negative:
	 * west).
	 */
	public double eastOf(LatLng centre, LatLng position) {
		return fromKm((position.lng().doubleValue() - centre.lng().doubleValue()) * KM_PER_DEGREE_LATITUDE
				* Math.cos(Math.toRadians(centre.lat().doubleValue())));
	}

	/** Distance between neighbouring points in {@link #unit()}, unrounded. */
	public double exactSpacing() {
		return radius.doubleValue() * 2 / (gridSize - 1);
	}

	private double toKm(double distance) {
		return unit == Measurement.MI ? distance * KM_PER_MILE : distance;
	}

	private double fromKm(double km) {
		return unit == Measurement.MI ? km / KM_PER_MILE : km;
	}

	private int checked(int index) {
		if (index < 0 || index >= gridSize) {
			throw new IndexOutOfBoundsException("Grid index " + index + " outside 0.." + (gridSize - 1));
		}
		return index;
	}

}

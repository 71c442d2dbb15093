package app.locus.upstream.api;

/**
 * Unit of the radius (wire codes {@code mi}, {@code km}); spacing of grid points follows
 * from radius and grid size.
 */
public enum Measurement implements WireCode {

	MI("miles"), KM("kilometers");

	private final String displayName;

	Measurement(String displayName) {
		this.displayName = displayName;
	}

	public String displayName() {
		return displayName;
	}

}

package app.locus.upstream.api;

/** Unit of the radius; spacing of grid points follows from radius and grid size. */
public enum Measurement implements WireCode {

	MILES("mi", "miles"), KILOMETERS("km", "kilometers");

	private final String code;

	private final String displayName;

	Measurement(String code, String displayName) {
		this.code = code;
		this.displayName = displayName;
	}

	@Override
	public String code() {
		return code;
	}

	public String displayName() {
		return displayName;
	}

}

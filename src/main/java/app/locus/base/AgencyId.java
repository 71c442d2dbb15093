package app.locus.base;

/**
 * Typed id of a agency; opaque, safe to show in a URL.
 */
public record AgencyId(String value) {

	public AgencyId {
		OpaqueId.require(value, "agency");
	}

	public static AgencyId random() {
		return new AgencyId(OpaqueId.next());
	}

	/**
	 * Parses an id that came from outside; a malformed one reads as "not found".
	 */
	public static AgencyId parse(String value) {
		return new AgencyId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}

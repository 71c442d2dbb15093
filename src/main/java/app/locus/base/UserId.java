package app.locus.base;

/**
 * Typed id of a user; opaque, safe to show in a URL.
 */
public record UserId(String value) {

	public UserId {
		OpaqueId.require(value, "user");
	}

	public static UserId random() {
		return new UserId(OpaqueId.next());
	}

	/**
	 * Parses an id that came from outside; a malformed one reads as "not found".
	 */
	public static UserId parse(String value) {
		return new UserId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}

package app.locus.alerts;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import org.jspecify.annotations.Nullable;

/** Typed id of an alert; opaque, safe to show in a URL. */
public record AlertId(String value) {

	public AlertId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("alert");
		}
	}

	public static AlertId random() {
		return new AlertId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static AlertId parse(@Nullable String value) {
		if (value == null) {
			throw new NotFoundException("alert");
		}
		return new AlertId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}

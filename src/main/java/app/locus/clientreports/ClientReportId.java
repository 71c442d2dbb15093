package app.locus.clientreports;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import org.jspecify.annotations.Nullable;

/** Typed id of a generated client report; opaque, safe to show in a URL. */
public record ClientReportId(String value) {

	public ClientReportId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("client report");
		}
	}

	public static ClientReportId random() {
		return new ClientReportId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static ClientReportId parse(@Nullable String value) {
		if (value == null) {
			throw new NotFoundException("client report");
		}
		return new ClientReportId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}

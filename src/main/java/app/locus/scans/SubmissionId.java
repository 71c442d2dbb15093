package app.locus.scans;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;

/** Typed id of a scan submission in the ledger; opaque, safe to show in a URL. */
public record SubmissionId(String value) {

	public SubmissionId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("scan submission");
		}
	}

	public static SubmissionId random() {
		return new SubmissionId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static SubmissionId parse(String value) {
		return new SubmissionId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}

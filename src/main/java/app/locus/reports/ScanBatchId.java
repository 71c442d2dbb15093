package app.locus.reports;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;

/**
 * Typed id of a batch of scans run together (DD141); opaque, safe to show in a URL. It
 * lives here, below the scans feature, because the gallery groups reports by it.
 */
public record ScanBatchId(String value) {

	public ScanBatchId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("scan batch");
		}
	}

	public static ScanBatchId random() {
		return new ScanBatchId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static ScanBatchId parse(String value) {
		return new ScanBatchId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}

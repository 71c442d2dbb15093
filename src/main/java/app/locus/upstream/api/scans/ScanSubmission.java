package app.locus.upstream.api.scans;

import app.locus.upstream.Envelope;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.reports.RankMetrics;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * The answer to run-scan. A google scan that waited comes back {@code COMPLETE} with its
 * metrics; every other scan comes back {@code PENDING} and its report appears in the
 * listings later. Either way the scan was accepted and must not be sent again.
 */
public record ScanSubmission(@Nullable String reportKey, Status status, @Nullable Integer creditsUsed,
		RankMetrics metrics, @Nullable Integer foundIn, @Nullable String message) {

	public enum Status implements WireCode {

		COMPLETE, PENDING

	}

	static ScanSubmission from(Envelope envelope) {
		JsonNode data = envelope.data();
		Status status = Lenient.code(data, "status", Status.class);
		if (status == null) {
			status = envelope.code() == 202 ? Status.PENDING : Status.COMPLETE;
		}
		return new ScanSubmission(Lenient.text(data, "report_key"), status, Lenient.integer(data, "credits_used"),
				RankMetrics.from(data), Lenient.integer(data, "found_in"), envelope.message());
	}

	public boolean isComplete() {
		return status == Status.COMPLETE;
	}

}

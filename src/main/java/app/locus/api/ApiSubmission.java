package app.locus.api;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Locale;

import app.locus.scans.Submission;
import org.jspecify.annotations.Nullable;

/**
 * A scan or a campaign run in the ledger: its settings, its credits, where it stands
 * (submitting, queued, complete, unknown or failed) and the report it made once there is
 * one; for a campaign run, {@code keyword} is the campaign's name. An unknown one is
 * never sent again; Locus settles it from the service's listings.
 */
record ApiSubmission(String id, String placeId, String keyword, String platform, int gridSize, BigDecimal radius,
		String unit, int credits, String status, @Nullable String reportKey, @Nullable String message,
		Instant createdAt, Instant updatedAt) {

	static ApiSubmission of(Submission submission) {
		return new ApiSubmission(submission.id().value(), submission.placeId(), submission.keyword(),
				submission.platform().code(), submission.gridSize(), submission.radius(), submission.unit().code(),
				submission.credits(), submission.status().name().toLowerCase(Locale.ROOT), submission.reportKey(),
				submission.message(), submission.createdAt(), submission.updatedAt());
	}

}

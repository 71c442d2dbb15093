package app.locus.scans;

import java.math.BigDecimal;
import java.time.Instant;

import app.locus.base.UserId;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;

/**
 * One scan submission of the ledger: the settings sent, what it costs, where it stands
 * and the report it made ({@code reportKey}, null until known). {@code message} is the
 * service's message or why the submission stands as it does.
 */
public record Submission(SubmissionId id, String placeId, String keyword, String lat, String lng, int gridSize,
		BigDecimal radius, Measurement unit, Platform platform, boolean aiAnalysis, int credits,
		SubmissionStatus status, @Nullable String reportKey, @Nullable String message, UserId createdBy,
		Instant createdAt, Instant updatedAt) {

}

package app.locus.scans;

import java.time.Instant;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * A spot check of the ledger (DD137): where the business ranked for the keyword at the
 * point ({@code rank}, null when it was not shown or the answer is not known), the names
 * of the businesses shown above it in order, and where the spend stands.
 */
public record SpotCheck(SubmissionId id, String placeId, String keyword, String lat, String lng,
		SubmissionStatus status, @Nullable Integer rank, List<String> above, @Nullable String message,
		Instant createdAt) {

	public SpotCheck {
		above = List.copyOf(above);
	}

}

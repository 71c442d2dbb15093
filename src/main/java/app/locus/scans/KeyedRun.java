package app.locus.scans;

import org.jspecify.annotations.Nullable;

/**
 * A campaign run reserved under an idempotency key: the new ledger row to send, or
 * (reserved null) the run an earlier request with the key made.
 */
public record KeyedRun(@Nullable SubmissionId reserved, @Nullable KeyedSubmission earlier) {

	static KeyedRun reserved(SubmissionId id) {
		return new KeyedRun(id, null);
	}

	static KeyedRun earlier(KeyedSubmission earlier) {
		return new KeyedRun(null, earlier);
	}

}

package app.locus.api;

import app.locus.businessprofile.WriteOutcome;
import org.jspecify.annotations.Nullable;

/**
 * What became of a profile change: {@code sent} (with the id of an item it created, if
 * any), or {@code proposed} with the proposal the client decides on.
 */
record ApiWriteOutcome(String outcome, @Nullable String createdId, @Nullable ApiProposal proposal) {

	static ApiWriteOutcome of(WriteOutcome outcome) {
		if (outcome instanceof WriteOutcome.Proposed proposed) {
			return new ApiWriteOutcome("proposed", null, ApiProposal.of(proposed.proposal()));
		}
		return new ApiWriteOutcome("sent", ((WriteOutcome.Sent) outcome).createdId(), null);
	}

}

package app.locus.businessprofile;

import org.jspecify.annotations.Nullable;

/**
 * What became of a write, as the service decided at the moment it was asked: sent to the
 * live profile, or kept as a proposal because the workspace requires client approval.
 */
public sealed interface WriteOutcome {

	/** Sent once; {@code createdId} is the id of a created item, else null. */
	record Sent(@Nullable String createdId) implements WriteOutcome {

	}

	/** Nothing was sent; the client decides on the proposal. */
	record Proposed(Proposal proposal) implements WriteOutcome {

	}

}

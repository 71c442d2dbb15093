package app.locus.api;

import java.time.Instant;
import java.util.Locale;

import app.locus.businessprofile.Proposal;
import org.jspecify.annotations.Nullable;

/**
 * A profile change waiting for, or decided by, the client: what it changes in plain
 * words, who proposed it, until when it waits, and how it was decided.
 */
record ApiProposal(String id, String placeId, String operation, String preview, String author, @Nullable String note,
		Instant createdAt, Instant expiresAt, String status, @Nullable String decidedBy, @Nullable Instant decidedAt,
		@Nullable String comment) {

	static ApiProposal of(Proposal proposal) {
		return new ApiProposal(proposal.id(), proposal.placeId(), proposal.operation(), proposal.preview(),
				proposal.authorEmail(), proposal.authorNote(), proposal.createdAt(), proposal.expiresAt(),
				proposal.status().name().toLowerCase(Locale.ROOT), proposal.decidedByEmail(), proposal.decidedAt(),
				proposal.comment());
	}

}

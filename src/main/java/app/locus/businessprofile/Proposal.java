package app.locus.businessprofile;

import java.time.Instant;

/**
 * A manager's change waiting for (or decided by) the client. {@code snapshot} is what the
 * change touches as it was when proposed (or last re-checked).
 */
public record Proposal(String id, String placeId, ProfileArea area, String operation, ProfileChange change,
		String preview, String snapshot, String authorEmail, Instant createdAt, Instant expiresAt, Status status,
		String decidedByEmail, Instant decidedAt, String comment) {

	/** Where a proposal stands. */
	public enum Status {

		PENDING, APPROVED, REJECTED, EXPIRED, FAILED

	}

}

package app.locus.businessprofile;

import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A manager's change waiting for (or decided by) the client. {@code snapshot} is what the
 * change touches as it was when proposed (or last re-checked); it is compared, never
 * shown. {@code authorNote} is the manager's word to the client, {@code comment} the
 * decider's (a rejection always has one).
 */
public record Proposal(String id, String placeId, ProfileArea area, String operation, ProfileChange change,
		String preview, String snapshot, String authorId, String authorEmail, @Nullable String authorNote,
		Instant createdAt, Instant expiresAt, Status status, @Nullable String decidedByEmail,
		@Nullable Instant decidedAt, @Nullable String comment) {

	/** How long a proposal waits for the client. */
	public static final Duration EXPIRES_AFTER = Duration.ofDays(7);

	/** Where a proposal stands. */
	public enum Status {

		/** Waiting for the client. */
		PENDING,
		/** Approved and being sent now; it can no longer be withdrawn. */
		SENDING,
		/** Approved and sent. */
		APPROVED,
		/** Rejected by the client, with a note. */
		REJECTED,
		/** Not decided in time. */
		EXPIRED,
		/** Approved, but the service refused the write. */
		FAILED,
		/** Taken back by its author before anyone decided. */
		WITHDRAWN,
		/**
		 * The node sending it stopped and the profile shows something else changed too: a
		 * person checks the profile (DD193). It is never sent again by itself.
		 */
		UNKNOWN

	}

}

package app.locus.upstream.credentials.repository;

import app.locus.base.vault.SealedSecret;
import java.time.Instant;

import app.locus.base.WorkspaceId;
import app.locus.upstream.credentials.ApiKeyId;
import org.jspecify.annotations.Nullable;

/**
 * One row of {@code upstream_api_key}.
 *
 * @param lastTestOutcome WORKS, REFUSED, ERROR, or null when never tested
 * @param lastWorkedAt when a call with the key last succeeded (to the minute), or null
 * @param lastFailedAt when the service last refused the key, or null
 * @param lastFailureReason the service's reason for that refusal, or null
 * @param accountHolder the service account the key belongs to, as its check named it
 * (DD162), or null when not known
 */
public record StoredApiKey(ApiKeyId id, WorkspaceId workspace, String label, String last4, @Nullable String ipNote,
		SealedSecret secret, Instant createdAt, @Nullable Instant rotatedAt, @Nullable Instant revokedAt,
		@Nullable Instant lastTestedAt, @Nullable String lastTestOutcome, @Nullable Instant lastWorkedAt,
		@Nullable Instant lastFailedAt, @Nullable String lastFailureReason, @Nullable String accountHolder) {

	/** A key just stored, never used by the gateway yet. */
	public static StoredApiKey added(ApiKeyId id, WorkspaceId workspace, String label, String last4,
			@Nullable String ipNote, SealedSecret secret, Instant at, @Nullable Instant workedAt,
			@Nullable String accountHolder) {
		return new StoredApiKey(id, workspace, label, last4, ipNote, secret, at, null, null, null, null, workedAt, null,
				null, accountHolder);
	}

	public boolean active() {
		return revokedAt == null;
	}

	/** When the current secret was set: at creation or at the last rotation. */
	public Instant secretSetAt() {
		return rotatedAt == null ? createdAt : rotatedAt;
	}

}

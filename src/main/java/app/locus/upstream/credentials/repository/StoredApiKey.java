package app.locus.upstream.credentials.repository;

import java.time.Instant;

import app.locus.base.WorkspaceId;
import app.locus.upstream.credentials.ApiKeyId;

/**
 * One row of {@code upstream_api_key}.
 *
 * @param lastTestOutcome WORKS, REFUSED, ERROR, or null when never tested
 */
public record StoredApiKey(ApiKeyId id, WorkspaceId workspace, String label, String last4, String ipNote,
		SealedSecret secret, Instant createdAt, Instant rotatedAt, Instant revokedAt, Instant lastTestedAt,
		String lastTestOutcome) {

	public boolean active() {
		return revokedAt == null;
	}

	/** When the current secret was set: at creation or at the last rotation. */
	public Instant secretSetAt() {
		return rotatedAt == null ? createdAt : rotatedAt;
	}

}

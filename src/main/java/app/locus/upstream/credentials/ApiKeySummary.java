package app.locus.upstream.credentials;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A stored API key as the keys screen shows it. It holds no secret: after saving, only
 * the last four characters are ever shown again.
 *
 * @param maskedKey {@code ****} and the key's last four characters
 * @param inUse whether the gateway sends this key (the active key set last)
 * @param lastTestOutcome outcome of the last test, or null when never tested since the
 * secret was set
 * @param lastWorkedAt when a call with the key last succeeded (to the minute), or null
 * @param lastFailedAt when the service last refused the key, or null
 * @param lastFailureReason the service's words for that refusal, or null
 */
public record ApiKeySummary(ApiKeyId id, String label, String maskedKey, @Nullable String ipNote, Instant createdAt,
		@Nullable Instant rotatedAt, @Nullable Instant revokedAt, @Nullable Instant lastTestedAt,
		KeyTestResult.@Nullable Outcome lastTestOutcome, boolean inUse, @Nullable Instant lastWorkedAt,
		@Nullable Instant lastFailedAt, @Nullable String lastFailureReason) {

	public enum Status {

		ACTIVE, REVOKED

	}

	public Status status() {
		return revokedAt == null ? Status.ACTIVE : Status.REVOKED;
	}

	/** The service refused the key after it last worked: it has stopped working. */
	public boolean stoppedWorking() {
		return lastFailedAt != null && (lastWorkedAt == null || lastFailedAt.isAfter(lastWorkedAt));
	}

}

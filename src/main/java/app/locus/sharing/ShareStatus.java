package app.locus.sharing;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/** Whether a share link opens its page. */
public enum ShareStatus {

	ACTIVE("Active"), EXPIRED("Expired"), REVOKED("Revoked");

	private final String label;

	ShareStatus(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

	static ShareStatus of(@Nullable Instant revokedAt, @Nullable Instant expiresAt, Instant now) {
		if (revokedAt != null) {
			return REVOKED;
		}
		return expiresAt == null || now.isBefore(expiresAt) ? ACTIVE : EXPIRED;
	}

}

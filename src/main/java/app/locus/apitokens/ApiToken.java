package app.locus.apitokens;

import java.time.Instant;
import java.util.Set;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * An API token as its list shows it: never its secret, only the first characters of it.
 *
 * @param workspaces the workspaces it is limited to; empty for the whole agency
 * @param madeBy the email of the admin it acts as
 */
public record ApiToken(String id, String name, boolean canWrite, Set<WorkspaceId> workspaces, String shownPrefix,
		String madeBy, Instant createdAt, @Nullable Instant expiresAt, @Nullable Instant lastUsedAt,
		@Nullable Instant revokedAt) {

	public ApiToken {
		workspaces = Set.copyOf(workspaces);
	}

	/** Whether a request may still use it at this instant. */
	public boolean usableAt(Instant now) {
		return revokedAt == null && (expiresAt == null || now.isBefore(expiresAt));
	}

}

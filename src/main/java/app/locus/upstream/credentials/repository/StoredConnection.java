package app.locus.upstream.credentials.repository;

import app.locus.base.vault.SealedSecret;
import java.time.Instant;
import java.util.Objects;

import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.upstream.credentials.ConnectionStatus;
import app.locus.upstream.credentials.OAuthConnectionId;
import org.jspecify.annotations.Nullable;

/**
 * One row of {@code upstream_oauth_connection}. The tokens are null once the connection
 * ended.
 */
public record StoredConnection(OAuthConnectionId id, WorkspaceId workspace, ConnectionStatus status, String scope,
		@Nullable SealedSecret accessToken, @Nullable SealedSecret refreshToken, Instant accessExpiresAt,
		Instant connectedAt, UserId connectedBy, @Nullable Instant refreshedAt, @Nullable Instant endedAt) {

	/** The sealed access token; only read from a connection that has not ended. */
	public SealedSecret liveAccessToken() {
		return Objects.requireNonNull(accessToken, "ending a connection clears its tokens; it is not read after that");
	}

	/** The sealed refresh token; only read from a connection that has not ended. */
	public SealedSecret liveRefreshToken() {
		return Objects.requireNonNull(refreshToken, "ending a connection clears its tokens; it is not read after that");
	}

}

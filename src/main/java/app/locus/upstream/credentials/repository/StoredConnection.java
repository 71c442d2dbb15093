package app.locus.upstream.credentials.repository;

import java.time.Instant;

import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.upstream.credentials.ConnectionStatus;
import app.locus.upstream.credentials.OAuthConnectionId;

/**
 * One row of {@code upstream_oauth_connection}. The tokens are null once the connection
 * ended.
 */
public record StoredConnection(OAuthConnectionId id, WorkspaceId workspace, ConnectionStatus status, String scope,
		SealedSecret accessToken, SealedSecret refreshToken, Instant accessExpiresAt, Instant connectedAt,
		UserId connectedBy, Instant refreshedAt, Instant endedAt) {

}

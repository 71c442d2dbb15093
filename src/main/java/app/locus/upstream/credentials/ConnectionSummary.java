package app.locus.upstream.credentials;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A workspace's OAuth connection as the screen shows it: never a token.
 *
 * @param inUse whether the gateway calls the service with it (DD034: an active connection
 * comes before API keys)
 */
public record ConnectionSummary(OAuthConnectionId id, ConnectionStatus status, String scope, Instant connectedAt,
		Instant accessExpiresAt, @Nullable Instant refreshedAt, boolean inUse) {

}

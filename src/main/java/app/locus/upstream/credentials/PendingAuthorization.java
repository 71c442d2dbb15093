package app.locus.upstream.credentials;

import java.time.Instant;

import app.locus.base.UserId;
import app.locus.base.WorkspaceId;

/**
 * An authorization started by a person and not yet finished: kept on the server in that
 * person's session (never sent to the browser except {@code state}, which is in the
 * authorize address anyway) until the service redirects back.
 *
 * @param state the random value the service hands back, tying the callback to this start
 * @param verifier the PKCE code verifier; only its S256 challenge left the server
 * @param redirectUri the callback address sent with the authorization request (the token
 * request must repeat it)
 */
public record PendingAuthorization(WorkspaceId workspace, UserId user, String state, String verifier,
		String redirectUri, Instant expiresAt) {

	@Override
	public String toString() {
		return "PendingAuthorization[" + workspace + ", expires " + expiresAt + "]";
	}

}

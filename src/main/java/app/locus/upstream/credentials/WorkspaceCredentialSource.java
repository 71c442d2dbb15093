package app.locus.upstream.credentials;

import java.util.Optional;

import app.locus.base.WorkspaceId;
import app.locus.upstream.gateway.CredentialSource;
import app.locus.upstream.gateway.UpstreamCredential;

import org.springframework.context.annotation.Primary;
import org.springframework.stereotype.Component;

/**
 * The credential the gateway sends for a workspace (DD034): its active OAuth connection
 * when it has one, otherwise its newest active API key. A connection that the service no
 * longer renews falls back to the keys until an admin connects again.
 */
@Primary
@Component
class WorkspaceCredentialSource implements CredentialSource {

	private final OAuthConnectionService connections;

	private final ApiKeyCredentialSource apiKeys;

	WorkspaceCredentialSource(OAuthConnectionService connections, ApiKeyCredentialSource apiKeys) {
		this.connections = connections;
		this.apiKeys = apiKeys;
	}

	@Override
	public Optional<UpstreamCredential> activeCredential(WorkspaceId workspace) {
		return connections.credential(workspace).or(() -> apiKeys.activeCredential(workspace));
	}

}

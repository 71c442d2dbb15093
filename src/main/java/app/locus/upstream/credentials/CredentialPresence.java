package app.locus.upstream.credentials;

import app.locus.base.WorkspaceId;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.OAuthConnectionRepository;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Whether a workspace has something the gateway can call the service with (DD034): an
 * active API key or an active OAuth connection. Read from the database only, so every
 * page can say what to do when there is none instead of failing later (DD140).
 */
@Service
@Transactional(readOnly = true)
public class CredentialPresence {

	private final WorkspaceAccess access;

	private final ApiKeyRepository keys;

	private final OAuthConnectionRepository connections;

	CredentialPresence(WorkspaceAccess access, ApiKeyRepository keys, OAuthConnectionRepository connections) {
		this.access = access;
		this.keys = keys;
		this.connections = connections;
	}

	/** Everyone who sees the workspace may ask. */
	public boolean hasCredential(WorkspaceId workspace) {
		access.requireRead(workspace);
		return keys.newestActive(workspace).isPresent() || connections.current(workspace)
			.filter(connection -> connection.status() == ConnectionStatus.ACTIVE)
			.isPresent();
	}

}

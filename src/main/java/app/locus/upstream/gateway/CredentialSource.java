package app.locus.upstream.gateway;

import java.util.Optional;

import app.locus.base.WorkspaceId;

/**
 * Where the gateway gets the credential it sends for a workspace: today the workspace's
 * newest active API key, later also an OAuth connection. Called by the gateway for every
 * call, also from sync jobs that run without a signed-in user, so it checks no user
 * access itself: the feature service that asked for the call already did.
 */
public interface CredentialSource {

	/**
	 * The credential to call the service with for this workspace, or empty when it has
	 * none.
	 */
	Optional<UpstreamCredential> activeCredential(WorkspaceId workspace);

}

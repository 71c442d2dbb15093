package app.locus.upstream.overhttp;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.credentials.ApiKeyService;

/**
 * Workspaces of a new agency whose key at the simulator is stored in the vault, the way
 * an agency admin stores it. Signs the admin in for the test thread; {@link #close()}
 * signs out.
 */
final class KeyedWorkspaces implements AutoCloseable {

	private final TestTenants.TestAgency agency;

	private final ApiKeyService keys;

	KeyedWorkspaces(AgencyProvisioning provisioning, ApiKeyService keys) {
		this.agency = new TestTenants(provisioning).agency();
		this.keys = keys;
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
	}

	/** A new workspace that calls the service with {@code key}. */
	WorkspaceId withKey(String key) {
		WorkspaceId workspace = agency.workspace("Client");
		keys.add(workspace, "Simulator", key, null);
		return workspace;
	}

	@Override
	public void close() {
		TestTenants.signOut();
	}

}

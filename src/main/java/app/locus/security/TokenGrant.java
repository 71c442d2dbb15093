package app.locus.security;

import java.util.Set;

import app.locus.base.WorkspaceId;

/**
 * What an API token lets a request do on behalf of the admin who made it: read only
 * unless {@code canWrite}, and only in {@code workspaces} when that set is not empty
 * (DD220).
 *
 * @param tokenId the token's id, for the audit trail and the rate limit
 * @param name the name its admin gave it
 */
public record TokenGrant(String tokenId, String name, boolean canWrite, Set<WorkspaceId> workspaces) {

	public TokenGrant {
		workspaces = Set.copyOf(workspaces);
	}

	/** Whether the token may touch this workspace at all. */
	public boolean reaches(WorkspaceId workspace) {
		return workspaces.isEmpty() || workspaces.contains(workspace);
	}

	/** Whether the token spans the whole agency rather than some of its workspaces. */
	public boolean agencyWide() {
		return workspaces.isEmpty();
	}

}

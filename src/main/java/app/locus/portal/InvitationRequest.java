package app.locus.portal;

import java.util.Set;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;

/**
 * Whom to invite, as what, and to which workspaces.
 *
 * @param role {@link Role#CLIENT_VIEWER} or {@link Role#ACCOUNT_MANAGER}
 */
public record InvitationRequest(String email, String displayName, Role role, Set<WorkspaceId> workspaces) {

	public InvitationRequest {
		workspaces = workspaces == null ? Set.of() : Set.copyOf(workspaces);
	}

}

package app.locus.tenancy;

import java.util.Set;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;

/**
 * A user an agency admin is about to create; the password is the initial one, to be
 * handed over out of band.
 */
public record NewUser(String email, String displayName, Role role, String password, Set<WorkspaceId> workspaces) {

	public NewUser {
		workspaces = workspaces == null ? Set.of() : Set.copyOf(workspaces);
	}

	@Override
	public String toString() {
		return "NewUser[" + email + ", " + role + "]";
	}

}

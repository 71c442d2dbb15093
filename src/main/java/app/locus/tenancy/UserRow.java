package app.locus.tenancy;

import java.util.List;

import app.locus.base.Role;
import app.locus.base.UserId;

/**
 * A row of the agency admin's user list.
 *
 * @param workspaces the workspaces the user is assigned to (archived ones left out)
 */
public record UserRow(UserId id, String email, String displayName, Role role, boolean enabled,
		List<WorkspaceSummary> workspaces) {

}

package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;

/**
 * The workspace dashboard: everyone assigned to the workspace opens it (it reads through
 * the tenancy and reports services, declared there).
 */
class DashboardAccess extends FeatureAccess {

	DashboardAccess() {
		super("app.locus.dashboard");
		route("w/:workspaceId/dashboard", Role.CLIENT_VIEWER);
	}

}

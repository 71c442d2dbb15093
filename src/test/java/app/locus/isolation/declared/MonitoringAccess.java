package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;
import app.locus.monitoring.GuardService;
import app.locus.monitoring.MonitoringService;

/**
 * Guard and reviews records: read by everyone of the workspace, refreshed by managers;
 * guards are added, paused, resumed and removed by managers (DD136).
 */
class MonitoringAccess extends FeatureAccess {

	MonitoringAccess() {
		super("app.locus.monitoring");
		service(MonitoringService.class).read("guards", "reviews").write("refresh");
		service(GuardService.class).write("unguarded", "protect", "pause", "resume", "remove");
		route("w/:workspaceId/guard", Role.CLIENT_VIEWER);
		route("w/:workspaceId/reviews-analysis", Role.CLIENT_VIEWER);
	}

}

package app.locus.isolation.declared;

import app.locus.autoscans.AutoscanService;
import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;

/**
 * Scheduled scans: everyone of the workspace reads them; refreshing calls the service.
 */
class AutoscansAccess extends FeatureAccess {

	AutoscansAccess() {
		super("app.locus.autoscans");
		service(AutoscanService.class).read("page", "stored", "zone", "mayRefresh")
			.write("refresh")
			.withForeignIds("page", Outcome.ALLOWED,
					"the service's listing of the workspace's own account; another workspace's place only narrows it");
		route("w/:workspaceId/autoscans", Role.CLIENT_VIEWER);
	}

}

package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.scans.ScanReconciliation;
import app.locus.scans.ScanService;

/**
 * Scans spend credits: account managers and admins quote and run them; everyone of the
 * workspace follows their progress.
 */
class ScansAccess extends FeatureAccess {

	ScansAccess() {
		super("app.locus.scans");
		service(ScanService.class).read("submission", "checkProgress", "recentSubmissions")
			.write("quote", "submit", "reconcileUnknown")
			.mayRefuse("submit", Role.ACCOUNT_MANAGER,
					"a scan past the workspace's monthly budget needs an agency admin (DD051)")
			.withForeignIds("quote", Outcome.ALLOWED, LocationsAccess.PLACES)
			.withForeignIds("submit", Outcome.ALLOWED, LocationsAccess.PLACES);
		service(ScanReconciliation.class)
			.system("the workspace sync's step that settles open scan submissions, run by the system", "reconcile");
		route("w/:workspaceId/scans/new", Role.ACCOUNT_MANAGER);
	}

}

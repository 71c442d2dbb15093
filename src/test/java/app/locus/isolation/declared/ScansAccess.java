package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.scans.BatchScanService;
import app.locus.scans.KeyedScanService;
import app.locus.scans.ScanReconciliation;
import app.locus.scans.ScanService;
import app.locus.scans.SpotCheckService;
import app.locus.scans.UnknownSpendService;
import app.locus.base.Role;

/**
 * Scans spend credits: account managers and admins quote and run them, and settle a spend
 * whose outcome is unknown; everyone of the workspace follows their progress, and sees
 * the unknown spends when the agency shows them credits. Spot checks (DD137) are spends
 * too: managers price and run them; everyone sees the checks made. A batch of scans
 * (DD141) is priced and run by managers and admins, each scan through the same ledger,
 * and so is a scan the API starts under an idempotency key (DD222).
 */
class ScansAccess extends FeatureAccess {

	ScansAccess() {
		super("app.locus.scans");
		service(ScanService.class).read("submission", "checkProgress", "recentSubmissions")
			.write("quote", "submit")
			.mayRefuse("submit", Role.ACCOUNT_MANAGER,
					"a scan past the workspace's monthly budget needs an agency admin (DD051)")
			.withForeignIds("quote", Outcome.ALLOWED, LocationsAccess.PLACES)
			.withForeignIds("submit", Outcome.ALLOWED, LocationsAccess.PLACES);
		service(KeyedScanService.class).write("submit")
			.mayRefuse("submit", Role.ACCOUNT_MANAGER,
					"a scan past the workspace's monthly budget needs an agency admin (DD051)")
			.withForeignIds("submit", Outcome.ALLOWED, LocationsAccess.PLACES);
		service(BatchScanService.class).write("quote", "run")
			.mayRefuse("run", Role.ACCOUNT_MANAGER,
					"a batch past the workspace's monthly budget needs an agency admin (DD051, DD141)")
			.withForeignIds("quote", Outcome.ALLOWED, LocationsAccess.PLACES)
			.withForeignIds("run", Outcome.ALLOWED, LocationsAccess.PLACES);
		service(SpotCheckService.class).read("recent")
			.write("quote", "run", "pointsAround")
			.withForeignIds("recent", Outcome.ALLOWED, LocationsAccess.PLACES)
			.withForeignIds("quote", Outcome.ALLOWED, LocationsAccess.PLACES)
			.withForeignIds("run", Outcome.ALLOWED, LocationsAccess.PLACES)
			.withForeignIds("pointsAround", Outcome.ALLOWED, LocationsAccess.PLACES);
		service(ScanReconciliation.class)
			.system("the workspace sync's step that settles open scan submissions, run by the system", "reconcile");
		// client viewers see no credits unless their agency allows it (DD159); the matrix
		// runs with the default, off, so it proves they are refused
		service(UnknownSpendService.class).read("count")
			.inWorkspace(Role.ACCOUNT_MANAGER, "list")
			.write("candidates", "markFound", "writeOff");
		route("w/:workspaceId/scans/new", Role.ACCOUNT_MANAGER);
		route("w/:workspaceId/scans/batch", Role.ACCOUNT_MANAGER);
		route("w/:workspaceId/unknown-spends", Role.CLIENT_VIEWER);
		route("w/:workspaceId/scans/spot-check", Role.CLIENT_VIEWER);
	}

}

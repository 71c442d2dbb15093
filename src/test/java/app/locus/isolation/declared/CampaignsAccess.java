package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.campaigns.CampaignBulkActions;
import app.locus.campaigns.CampaignCloning;
import app.locus.campaigns.CampaignReconciliation;
import app.locus.campaigns.CampaignReportService;
import app.locus.campaigns.CampaignService;
import app.locus.isolation.FeatureAccess;

/**
 * Campaigns: everyone of the workspace reads them and their reports; their cost (a quote,
 * the planned spend) only who may see costs (DD159: the matrix runs with client viewers
 * refused); account managers and admins create, run, pause, resume, reactivate and edit
 * them.
 */
class CampaignsAccess extends FeatureAccess {

	CampaignsAccess() {
		super("app.locus.campaigns");
		service(CampaignService.class).read("list", "get")
			.inWorkspace(Role.ACCOUNT_MANAGER, "quote", "plannedSpend")
			.write("create", "runNow", "pause", "resume", "reactivate", "update")
			.mayRefuse("runNow", Role.ACCOUNT_MANAGER,
					"a run past the workspace's monthly budget needs an agency admin (DD051)");
		service(CampaignCloning.class).write("targets", "draft", "locationsIn", "saveLocationInTarget", "copy");
		service(CampaignBulkActions.class).write("pauseAll", "resumeAll");
		service(CampaignReportService.class).read("campaign", "runs", "report", "storedReport", "mayCheckForNewRuns")
			.write("checkForNewRuns");
		service(CampaignReconciliation.class)
			.system("the scheduled reconciliation job, run per workspace by the system", "reconcile");
		route("w/:workspaceId/campaigns", Role.CLIENT_VIEWER);
		route("w/:workspaceId/campaigns/:campaignId/reports", Role.CLIENT_VIEWER);
		route("w/:workspaceId/campaigns/:campaignId/reports/:reportKey", Role.CLIENT_VIEWER);
	}

}

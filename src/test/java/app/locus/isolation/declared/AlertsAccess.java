package app.locus.isolation.declared;

import app.locus.alerts.AlertPreferenceService;
import app.locus.alerts.AlertRuleService;
import app.locus.alerts.AlertService;
import app.locus.alerts.Webhooks;
import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;

/**
 * Alerts (DD148): everyone reads and marks read only the alerts they received in their
 * own agency (client viewers receive none); a workspace's managers and the agency's
 * admins set its rules and webhook, admins the agency's defaults; each member of staff
 * chooses what they receive, client viewers are refused.
 */
class AlertsAccess extends FeatureAccess {

	AlertsAccess() {
		super("app.locus.alerts");
		service(AlertService.class).agency(Role.CLIENT_VIEWER, "unreadCount", "recent", "markRead", "markAllRead")
			.read("recentFor");
		service(AlertRuleService.class).write("rules", "saveRule", "resetRule")
			.agency(Role.AGENCY_ADMIN, "agencyDefaults", "saveAgencyDefault");
		service(AlertPreferenceService.class).agency(Role.ACCOUNT_MANAGER, "preferences", "choose");
		service(Webhooks.class).write("webhook", "save", "remove");
		route("alerts", Role.CLIENT_VIEWER);
		route("account/alerts", Role.CLIENT_VIEWER);
		route("w/:workspaceId/alert-rules", Role.ACCOUNT_MANAGER);
		route("agency/alert-rules", Role.AGENCY_ADMIN);
	}

}

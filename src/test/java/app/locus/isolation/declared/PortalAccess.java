package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;
import app.locus.portal.ClientDashboardService;
import app.locus.portal.InvitationService;

/**
 * The client portal: the client dashboard is everyone's of the workspace (agency people
 * see it as the client view); invitations are sent and revoked by agency admins and
 * accepted by the invited person before they have an account.
 */
class PortalAccess extends FeatureAccess {

	PortalAccess() {
		super("app.locus.portal");
		service(ClientDashboardService.class).read("dashboard");
		service(InvitationService.class).agency(Role.AGENCY_ADMIN, "invite", "invitations", "revoke")
			.anonymous("the invitation link is opened and accepted before the person has an account (DD073)", "check",
					"accept")
			.agency(Role.CLIENT_VIEWER, "mailConfigured");
		route("w/:workspaceId/overview", Role.CLIENT_VIEWER);
		route("agency/invitations", Role.AGENCY_ADMIN);
		anonymousRoute("invitation/:token");
	}

}

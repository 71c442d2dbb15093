package app.locus.isolation.declared;

import app.locus.agency.AgencyOverviewService;
import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;

/**
 * The agency overview spans every workspace the person may see: for account managers and
 * admins; client viewers keep their portal.
 */
class AgencyAccess extends FeatureAccess {

	AgencyAccess() {
		super("app.locus.agency");
		service(AgencyOverviewService.class).agency(Role.ACCOUNT_MANAGER, "overview");
		route("agency/overview", Role.ACCOUNT_MANAGER);
	}

}

package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;
import app.locus.stuck.StuckWorkService;

/**
 * Stuck work (DD194): an agency admin reads what is stuck in their own agency; managers
 * and client viewers are refused, another agency's rows never show.
 */
class StuckAccess extends FeatureAccess {

	StuckAccess() {
		super("app.locus.stuck");
		service(StuckWorkService.class).agency(Role.AGENCY_ADMIN, "list");
		route("agency/stuck", Role.AGENCY_ADMIN);
	}

}

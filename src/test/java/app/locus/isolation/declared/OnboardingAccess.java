package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.onboarding.OnboardingService;

/**
 * The first-run path (DD140): only an agency admin walks it, in their own agency and its
 * workspaces; the overview's checklist and the start page ask it for everyone and get an
 * answer only for admins.
 */
class OnboardingAccess extends FeatureAccess {

	OnboardingAccess() {
		super("app.locus.onboarding");
		service(OnboardingService.class).agency(Role.CLIENT_VIEWER, "checklist", "startsHere")
			.agency(Role.AGENCY_ADMIN, "progress", "saveBranding", "createWorkspace", "skip", "dismiss")
			.admin("useWorkspace", "addKey", "searchLocations", "saveLocation", "quoteScan", "runScan")
			.withForeignIds("saveLocation", Outcome.ALLOWED, LocationsAccess.PLACES)
			.withForeignIds("quoteScan", Outcome.ALLOWED, LocationsAccess.PLACES)
			.withForeignIds("runScan", Outcome.ALLOWED, LocationsAccess.PLACES);
		route("agency/first-run", Role.AGENCY_ADMIN);
	}

}

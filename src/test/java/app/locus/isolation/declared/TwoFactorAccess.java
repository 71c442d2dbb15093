package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;
import app.locus.twofactor.TwoFactorService;

/**
 * Two-factor sign-in (DD111, DD112): everyone sets it up, renews recovery codes and turns
 * it off on their own account only; whether the agency requires it is its admins'
 * setting; setting it up while a sign-in waits for it happens before sign-in completes.
 */
class TwoFactorAccess extends FeatureAccess {

	private static final String REQUIRED = "the agency may require two-factor sign-in, so it cannot be turned off";

	TwoFactorAccess() {
		super("app.locus.twofactor");
		service(TwoFactorService.class)
			.agency(Role.CLIENT_VIEWER, "status", "startEnrolment", "confirmEnrolment", "regenerateRecoveryCodes",
					"disable")
			.mayRefuse("disable", Role.CLIENT_VIEWER, REQUIRED)
			.mayRefuse("disable", Role.ACCOUNT_MANAGER, REQUIRED)
			.mayRefuse("disable", Role.AGENCY_ADMIN, REQUIRED)
			.agency(Role.AGENCY_ADMIN, "requiredForAgency", "setRequiredForAgency")
			.anonymous(
					"sets up the authenticator of the sign-in pending in this session when the agency requires "
							+ "one, before sign-in completes; refused unless such a sign-in waits",
					"startEnrolmentAtSignIn");
		route("account/two-factor", Role.CLIENT_VIEWER);
		route("agency/two-factor", Role.AGENCY_ADMIN);
		anonymousRoute("sign-in/code");
		anonymousRoute("sign-in/two-factor-setup");
	}

}

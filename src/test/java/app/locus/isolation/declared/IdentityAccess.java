package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.identity.IdentityProviderService;
import app.locus.isolation.FeatureAccess;

/** An agency's own sign-in provider is its admins' to set (DD071). */
class IdentityAccess extends FeatureAccess {

	IdentityAccess() {
		super("app.locus.identity");
		service(IdentityProviderService.class)
			.agency(Role.AGENCY_ADMIN, "current", "redirectPath", "save", "checkAgain", "remove")
			.publicData("the provider's display name for \"Sign in with ...\" on the agency's public login page "
					+ "(DD071); never its issuer, client id or secret", "signInOption");
		service("app.locus.identity.AgencyOidcUserService")
			.system("Spring Security's sign-in with the provider: nobody is signed " + "in yet", "loadUser");
		route("agency/sign-in", Role.AGENCY_ADMIN);
	}

}

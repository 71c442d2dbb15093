package app.locus.isolation.declared;

import app.locus.apitokens.ApiTokenService;
import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;

/**
 * API tokens (DD220) are their agency's admins' to make, list and revoke; a request's
 * bearer secret is checked before anyone is signed in.
 */
class ApiTokensAccess extends FeatureAccess {

	ApiTokensAccess() {
		super("app.locus.apitokens");
		service(ApiTokenService.class).agency(Role.AGENCY_ADMIN, "tokens", "issue", "revoke")
			.anonymous("a request's bearer token is checked before anyone is signed in: its 256-bit secret is the key",
					"authenticate");
		route("agency/api-tokens", Role.AGENCY_ADMIN);
	}

}

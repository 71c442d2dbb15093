package app.locus.isolation.declared;

import app.locus.isolation.FeatureAccess;

/** Sign-in machinery runs before anyone is signed in. */
class SecurityAccess extends FeatureAccess {

	SecurityAccess() {
		super("app.locus.security");
		service("app.locus.security.AccountUserDetailsService").system("Spring Security's password sign-in",
				"loadUserByUsername");
		service("app.locus.security.LoginThrottle").system(
				"counts sign-in attempts by account and address before sign-in", "accountOf", "pauseFor",
				"recordFailure", "recordSuccess", "purgeIdleCounters");
		anonymousRoute("login");
	}

}

package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.credentials.CredentialPresence;
import app.locus.upstream.credentials.OAuthConnectionService;

/**
 * A workspace's credentials: never shown to client viewers; account managers manage API
 * keys unless their agency reserves that for admins; the OAuth connection is the agency
 * admin's (DD033, DD034).
 */
class UpstreamAccess extends FeatureAccess {

	private static final String ADMINS_ONLY = "the agency may reserve managing API keys for its admins";

	UpstreamAccess() {
		super("app.locus.upstream");
		service(ApiKeyService.class).write("list", "canManage", "add", "revoke", "rotate", "test")
			.agency(Role.AGENCY_ADMIN, "managersManageKeys", "setManagersManageKeys")
			.mayRefuse("add", Role.ACCOUNT_MANAGER, ADMINS_ONLY)
			.mayRefuse("revoke", Role.ACCOUNT_MANAGER, ADMINS_ONLY)
			.mayRefuse("rotate", Role.ACCOUNT_MANAGER, ADMINS_ONLY)
			.mayRefuse("test", Role.ACCOUNT_MANAGER, ADMINS_ONLY);
		service(CredentialPresence.class).read("hasCredential");
		service(OAuthConnectionService.class).read("canConnect")
			.write("current")
			.admin("start", "complete", "disconnect")
			.withForeignIds("complete", Outcome.ALLOWED, "the pending authorization lives in the person's own "
					+ "session, not in a tenant's data; an answer that does not match it is refused as invalid");
		route("w/:workspaceId/settings/keys", Role.ACCOUNT_MANAGER);
		route("agency/settings", Role.AGENCY_ADMIN);
		route("oauth/upstream/callback", Role.CLIENT_VIEWER);
	}

}

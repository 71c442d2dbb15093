package app.locus.isolation.declared;

import app.locus.aivisibility.AiVisibilityService;
import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;

/**
 * AI visibility is read by everyone who may see the workspace; its page is for the
 * agency's own people (a client reads it in plain words on the dashboard).
 */
class AiVisibilityAccess extends FeatureAccess {

	AiVisibilityAccess() {
		super("app.locus.aivisibility");
		service(AiVisibilityService.class).read("visibility", "plan", "planScan");
		route("w/:workspaceId/ai-visibility", Role.ACCOUNT_MANAGER);
	}

}

package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.help.KnowledgeBaseService;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;

/**
 * The knowledge base is read through a workspace's credential by its agency staff, never
 * by a client viewer (DD164).
 */
class HelpAccess extends FeatureAccess {

	HelpAccess() {
		super("app.locus.help");
		service(KnowledgeBaseService.class).write("search", "article", "browse", "entry")
			.read("mayRead")
			.agency(Role.CLIENT_VIEWER, "forCurrentPerson")
			.withForeignIds("article", Outcome.ALLOWED,
					"article ids are the public knowledge base's, the same for every tenant")
			.withForeignIds("entry", Outcome.ALLOWED,
					"article ids are the public knowledge base's, the same for every tenant");
		route("w/:workspaceId/knowledge-base", Role.ACCOUNT_MANAGER);
	}

}

package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;
import app.locus.keywords.KeywordListService;

/**
 * Keyword lists: everyone of the workspace reads them (the scan and campaign forms pick
 * from them); account managers and admins create, change, delete and import them.
 */
class KeywordsAccess extends FeatureAccess {

	KeywordsAccess() {
		super("app.locus.keywords");
		service(KeywordListService.class).read("lists", "list")
			.write("create", "update", "delete", "previewImport", "importKeywords");
		route("w/:workspaceId/keywords", Role.CLIENT_VIEWER);
	}

}

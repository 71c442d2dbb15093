package app.locus.isolation.declared;

import java.util.Set;

import app.locus.base.Role;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.isolation.FeatureAccess;

/**
 * The business-profile editor: everyone of the workspace reads the profiles, account
 * managers and admins change them (or propose changes, and take back their own), the
 * client and the agency admin decide on proposals, everyone of the workspace sees what a
 * change or proposal would do, only an agency admin switches client approval and the rule
 * for replies to poorly rated reviews.
 */
class BusinessProfileAccess extends FeatureAccess {

	private static final String AUTHOR_ONLY = "only its author takes a proposal back";

	BusinessProfileAccess() {
		super("app.locus.businessprofile");
		service(BusinessProfileService.class)
			.read("linkedLocations", "linkedLocation", "location", "attributes", "attributeMetadata", "actionTypes",
					"categories", "chains", "customerMedia", "googleUpdated", "links", "media", "metrics", "posts",
					"reviews", "services", "verification", "preview")
			.write("apply", "awaitsApproval");
		service(ClientApprovalService.class)
			.read("requiresApproval", "lowStarRepliesNeedApproval", "proposesChanges", "proposals", "changes")
			.write("withdraw")
			.mayRefuse("withdraw", Role.ACCOUNT_MANAGER, AUTHOR_ONLY)
			.mayRefuse("withdraw", Role.AGENCY_ADMIN, AUTHOR_ONLY)
			.admin("setRequiresApproval", "setLowStarRepliesNeedApproval")
			.inWorkspace(Set.of(Role.CLIENT_VIEWER, Role.AGENCY_ADMIN), "approve", "reject");
		route("w/:workspaceId/gbp", Role.CLIENT_VIEWER);
		route("w/:workspaceId/gbp/:placeId", Role.CLIENT_VIEWER);
		route("w/:workspaceId/approvals", Role.CLIENT_VIEWER);
	}

}

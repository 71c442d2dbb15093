package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;
import app.locus.sharing.ShareService;

/**
 * Share links (DD145, DD158): account managers and admins share a workspace's reports and
 * its generated client-report PDFs, list and revoke the links; everyone of the workspace
 * may ask whether they may share (the report page's button); the link's page opens
 * without sign-in.
 */
class SharingAccess extends FeatureAccess {

	SharingAccess() {
		super("app.locus.sharing");
		service(ShareService.class).read("canShare")
			.write("create", "shareClientReport", "shares", "revoke")
			.anonymous("a share link opens without sign-in: its 256-bit token is the key (DD145)", "open");
		route("w/:workspaceId/shares", Role.ACCOUNT_MANAGER);
	}

}

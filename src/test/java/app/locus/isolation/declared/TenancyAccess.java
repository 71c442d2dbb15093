package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.tenancy.AccountService;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.AgencyTimeZone;
import app.locus.tenancy.BrandImages;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.PasswordResetService;
import app.locus.tenancy.UserService;
import app.locus.tenancy.WorkspaceService;

/**
 * Agencies, workspaces, users, branding and host names: an agency admin manages them in
 * their own agency (and issues password reset links); everyone sees the workspaces they
 * are assigned to and their agency's branding and changes their own password and
 * language; a workspace's language is set by those who may change the workspace; public
 * branding and reset links work before sign-in.
 */
class TenancyAccess extends FeatureAccess {

	TenancyAccess() {
		super("app.locus.tenancy");
		service(WorkspaceService.class).read("get", "requireVisible")
			.agency(Role.CLIENT_VIEWER, "visibleWorkspaces")
			.agency(Role.AGENCY_ADMIN, "agencyWorkspaces", "create", "rename", "archive", "restore");
		service(UserService.class)
			.agency(Role.AGENCY_ADMIN, "agencyUsers", "get", "create", "assignWorkspaces", "changeRole", "disable",
					"enable")
			.mayRefuse("changeRole", Role.AGENCY_ADMIN, "an admin may not change their own role")
			.mayRefuse("disable", Role.AGENCY_ADMIN, "an admin may not disable themselves");
		service(BrandingService.class).agency(Role.CLIENT_VIEWER, "current", "currentSite")
			.agency(Role.AGENCY_ADMIN, "update", "replaceLogo", "removeLogo")
			.publicData("an agency's public branding for its sign-in page (DD024, DD026, DD070)", "forAgency", "logo",
					"forSite");
		// client viewers are refused credits and costs while their agency does not allow
		// them (DD159), the default the matrix runs with
		service(CostVisibility.class).read("shown")
			.inWorkspace(Role.ACCOUNT_MANAGER, "requireShown")
			.agency(Role.AGENCY_ADMIN, "clientsSeeCosts", "setClientsSeeCosts");
		service(AgencyTimeZone.class).agency(Role.AGENCY_ADMIN, "zone", "setZone");
		service(AccountService.class).agency(Role.CLIENT_VIEWER, "changePassword");
		// everyone chooses their own language; a workspace's is read by whoever sees the
		// workspace and set by those who may change it (DD195)
		service(LanguageService.class).agency(Role.CLIENT_VIEWER, "ownChoice", "signedInLanguage", "choose")
			.read("ofWorkspace")
			.write("setForWorkspace")
			.system("read for a client report and its mail, made by a person who may or by the schedule, with "
					+ "the agency and workspace the maker already checked", "forClientsOf");
		service(PasswordResetService.class).agency(Role.AGENCY_ADMIN, "issue")
			.anonymous("the reset link is opened and used before sign-in; its one-time token is the only "
					+ "credential (DD108)", "check", "reset")
			.anonymous("a person who forgot the password is signed out; the answer is the same for every "
					+ "address and the link goes to the mailbox only (DD214)", "ask", "askingAvailable");
		service(HostNameService.class).agency(Role.AGENCY_ADMIN, "hosts", "add", "verify", "remove")
			.withForeignIds("add", Outcome.INVALID,
					"host names are unique across agencies: another agency's host is refused as taken");
		service(BrandImages.class).publicData(
				"the public logo and favicon served before sign-in by the agency id in their URL (DD070)", "logo",
				"icon");
		service(AgencyProvisioning.class).system(
				"provisioning for the demo data and tests; views may not use it (ArchitectureTest)", "createAgency",
				"createUser", "createDemoUser", "createWorkspace", "confirmHost", "noAgencyYet", "showPoweredBy");
		route("", Role.CLIENT_VIEWER);
		route("agency/workspaces", Role.AGENCY_ADMIN);
		route("agency/users", Role.AGENCY_ADMIN);
		route("agency/branding", Role.AGENCY_ADMIN);
		route("account", Role.CLIENT_VIEWER);
		route("w/:workspaceId/settings", Role.ACCOUNT_MANAGER);
		anonymousRoute("reset/:token");
		anonymousRoute("forgot-password");
	}

}

package app.locus.portal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.Set;

import app.locus.audit.AuditFilter;
import app.locus.audit.AuditTrail;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.calendar.CalendarService;
import app.locus.campaigns.CampaignService;
import app.locus.help.KnowledgeBaseService;
import app.locus.locations.LocationService;
import app.locus.monitoring.MonitoringService;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.UserService;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import app.locus.upstream.credentials.ApiKeyService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * A client viewer of workspace A, per service: workspace B (same agency) is "not found"
 * exactly like a workspace that does not exist, A is read-only, and nothing names another
 * client.
 */
@IntegrationTest
class ClientViewerScopeTest {

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	ClientDashboardService dashboards;

	@Autowired
	InvitationService invitations;

	@Autowired
	MonitoringService monitoring;

	@Autowired
	KnowledgeBaseService knowledgeBase;

	@Autowired
	ReportService reports;

	@Autowired
	CalendarService calendar;

	@Autowired
	WorkspaceService workspaces;

	@Autowired
	ApiKeyService apiKeys;

	@Autowired
	AuditTrail audit;

	@Autowired
	UserService users;

	@Autowired
	ClientApprovalService approvals;

	@Autowired
	CampaignService campaigns;

	@Autowired
	LocationService locations;

	WorkspaceId a;

	WorkspaceId b;

	@BeforeEach
	void aClientViewerOfWorkspaceA() {
		TestAgency agency = new TestTenants(provisioning).agency();
		a = agency.workspace("Client A");
		b = agency.workspace("Client B");
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, a);
		TestTenants.signIn(viewer);
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void the_client_dashboard_reads_a_and_finds_no_b() {
		assertThat(dashboards.dashboard(a).workspaceName()).startsWith("Client A");
		assertNotFound(() -> dashboards.dashboard(b));
	}

	@Test
	void invitations_are_for_agency_admins_only() {
		assertForbidden(() -> invitations.invite(InvitationServiceTest.clientOf(InvitationServiceTest.unique("x"), a)));
		assertForbidden(() -> invitations.invitations());
		assertForbidden(() -> invitations.revoke("any"));
	}

	@Test
	void guard_and_reviews_read_a_refresh_nothing_and_find_no_b() {
		assertThat(monitoring.guards(a)).isEmpty();
		assertThat(monitoring.reviews(a)).isEmpty();
		assertForbidden(() -> monitoring.refresh(a));
		assertNotFound(() -> monitoring.guards(b));
		assertNotFound(() -> monitoring.reviews(b));
		assertNotFound(() -> monitoring.refresh(b));
	}

	@Test
	void the_knowledge_base_is_not_searched_with_b_s_credential() {
		assertNotFound(() -> knowledgeBase.search(b, "credits"));
		assertNotFound(() -> knowledgeBase.article(b, "credits"));
	}

	@Test
	void reports_read_a_sync_nothing_and_find_no_b() {
		assertThat(reports.gallery(a, GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST, 0, 10)).isEmpty();
		assertForbidden(() -> reports.syncNow(a));
		assertNotFound(() -> reports.gallery(b, GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST, 0, 10));
		assertNotFound(() -> reports.syncNow(b));
	}

	@Test
	void the_calendar_reads_a_finds_no_b_and_the_agency_calendar_is_closed() {
		LocalDate today = LocalDate.now();
		assertThat(calendar.entries(a, today, today.plusDays(7))).isEmpty();
		assertNotFound(() -> calendar.entries(b, today, today.plusDays(7)));
		assertForbidden(() -> calendar.agencyEntries(today, today.plusDays(7)));
	}

	@Test
	void the_workspace_switcher_lists_only_a_and_no_other_client_is_named() {
		assertThat(workspaces.visibleWorkspaces()).extracting(WorkspaceSummary::id).containsExactly(a);
		assertNotFound(() -> workspaces.get(b));
		assertForbidden(() -> workspaces.agencyWorkspaces());
		assertForbidden(() -> workspaces.create("Client C"));
		assertForbidden(() -> workspaces.rename(a, "Renamed"));
	}

	@Test
	void no_api_keys_no_audit_trail_and_no_user_list() {
		assertForbidden(() -> apiKeys.list(a));
		assertForbidden(() -> apiKeys.add(a, "Mine", "lvs_secret", null));
		assertNotFound(() -> apiKeys.list(b));
		assertForbidden(() -> audit.page(AuditFilter.NONE, 0, 10));
		assertForbidden(() -> audit.actions());
		assertForbidden(() -> users.agencyUsers());
	}

	@Test
	void proposals_are_read_in_a_only_and_the_approval_setting_is_not_theirs() {
		assertThat(approvals.proposals(a, true)).isEmpty();
		assertNotFound(() -> approvals.proposals(b, true));
		assertForbidden(() -> approvals.setRequiresApproval(a, false));
	}

	@Test
	void campaigns_and_locations_are_read_only_in_a_and_absent_in_b() {
		assertThat(campaigns.list(a)).isEmpty();
		assertNotFound(() -> campaigns.list(b));
		assertForbidden(() -> campaigns.create(a, null));
		assertNotFound(() -> locations.savedLocations(b, false));
		assertForbidden(() -> locations.add(a, null));
	}

	private static void assertNotFound(Runnable call) {
		assertThatThrownBy(call::run).isInstanceOf(NotFoundException.class);
	}

	private static void assertForbidden(Runnable call) {
		assertThatThrownBy(call::run).isInstanceOf(ForbiddenException.class);
	}

}

package app.locus.isolation;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static app.locus.db.Tables.WORKSPACE;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.WriteOutcome;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignService;
import app.locus.fixtures.Dd010Samples;
import app.locus.identity.IdentityProviderService;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.monitoring.MonitoringSync;
import app.locus.reports.StoredReports;
import app.locus.reports.SyncTarget;
import app.locus.reviewinbox.InboxFilter;
import app.locus.reviewinbox.InboxReview;
import app.locus.reviewinbox.ReviewInboxSync;
import app.locus.reviewinbox.repository.ReviewInboxRepository;
import app.locus.scans.ScanInput;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.security.LocusUser;
import app.locus.support.OutsideWorld;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.NewUser;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.credentials.ApiKeySummary;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.springframework.context.ApplicationContext;

/**
 * Two agencies whose data carries a distinctive marker per tenant: agency "home" with the
 * workspace under test and a sibling workspace, agency "foreign" with one workspace.
 * Every workspace calls its own simulator account and holds a saved and
 * business-profile-linked location, a stored report, a campaign with a stored run, a scan
 * submission, a post and a proposal, all named with its marker (and so are the audit
 * entries the writes leave).
 */
public final class MarkedWorld {

	private static final long CREDITS = 100_000;

	/** One workspace and everything in it that a test can name by id. */
	public record MarkedWorkspace(AgencyId agency, WorkspaceId workspace, String marker, LocusUser owner,
			AccountHandle account, String place, String reportKey, Campaign campaign, Submission submission,
			String proposalId, ApiKeySummary key, String reviewId) {

	}

	/** A signed-in person and the markers they must never see. */
	public record Actor(String label, LocusUser user, Set<String> foreignMarkers, MarkedWorkspace own) {

		boolean sees(MarkedWorkspace target) {
			return !foreignMarkers.contains(target.marker());
		}

		@Override
		public String toString() {
			return label;
		}

	}

	public final String homeAgencyMarker = marker();

	public final String foreignAgencyMarker = marker();

	public final MarkedWorkspace subject;

	public final MarkedWorkspace sibling;

	public final MarkedWorkspace foreign;

	public final List<Actor> actors;

	private final AgencyProvisioning provisioning;

	private MarkedWorld(ApplicationContext context) {
		provisioning = context.getBean(AgencyProvisioning.class);
		Builder builder = new Builder(context);
		AgencyId home = agency(homeAgencyMarker);
		AgencyId away = agency(foreignAgencyMarker);
		subject = builder.workspace(home, DemoData.BLUE_BOTTLE_DIVISION);
		sibling = builder.workspace(home, DemoData.BLUE_BOTTLE_ALBERTA);
		foreign = builder.workspace(away, DemoData.HARBOR_BALLARD);
		builder.signInProvider(subject);
		builder.signInProvider(foreign);
		LocusUser manager = user(home, Role.ACCOUNT_MANAGER, subject.workspace());
		LocusUser viewer = user(home, Role.CLIENT_VIEWER, subject.workspace());
		LocusUser otherViewer = user(home, Role.CLIENT_VIEWER, sibling.workspace());
		actors = List.of(
				new Actor("agency admin", subject.owner(), Set.of(foreignAgencyMarker, foreign.marker()), subject),
				new Actor("account manager", manager, Set.of(sibling.marker(), foreignAgencyMarker, foreign.marker()),
						subject),
				new Actor("client viewer of the workspace", viewer,
						Set.of(sibling.marker(), foreignAgencyMarker, foreign.marker()), subject),
				new Actor("client viewer of another workspace", otherViewer,
						Set.of(subject.marker(), foreignAgencyMarker, foreign.marker()), sibling),
				new Actor("admin of another agency", foreign.owner(),
						Set.of(homeAgencyMarker, subject.marker(), sibling.marker()), foreign));
		TestTenants.signOut();
	}

	private static MarkedWorld world;

	/** The one world of this test run (made on first use; its ids are random). */
	public static synchronized MarkedWorld get(ApplicationContext context) {
		if (world == null) {
			long started = System.nanoTime();
			world = new MarkedWorld(context);
			world.repair(context.getBean(DSLContext.class));
			System.out.printf("Tenant-isolation matrix: world of 2 agencies and 3 workspaces made in %d ms%n",
					(System.nanoTime() - started) / 1_000_000);
		}
		return world;
	}

	static String marker() {
		return "zq" + OpaqueId.next().substring(16).toLowerCase(Locale.ROOT);
	}

	/**
	 * Undoes what a call may have done to the tenants themselves (renamed or archived
	 * workspaces, changed branding and key settings, extra API keys), so that the next
	 * case meets the same world.
	 */
	public void repair(DSLContext db) {
		for (MarkedWorkspace workspace : List.of(subject, sibling, foreign)) {
			db.update(WORKSPACE)
				.setNull(WORKSPACE.ARCHIVED_AT)
				.set(WORKSPACE.NAME, "Workspace " + workspace.marker())
				.where(WORKSPACE.ID.eq(workspace.workspace().value()))
				.execute();
			// the service allows five keys per account; the ones calls added go
			db.update(UPSTREAM_API_KEY)
				.set(UPSTREAM_API_KEY.REVOKED_AT, UPSTREAM_API_KEY.CREATED_AT)
				.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.workspace().value())
					.and(UPSTREAM_API_KEY.REVOKED_AT.isNull())
					.and(UPSTREAM_API_KEY.ID.ne(workspace.key().id().value())))
				.execute();
		}
		for (MarkedWorkspace workspace : List.of(subject, foreign)) {
			String name = "Agency " + (workspace == subject ? homeAgencyMarker : foreignAgencyMarker);
			// the home agency lets its managers manage API keys, so that only the write
			// check
			// keeps its client viewers out of them
			db.update(AGENCY)
				.set(AGENCY.DISPLAY_NAME, name)
				.set(AGENCY.PRIMARY_COLOR, "#1f6feb")
				.set(AGENCY.MANAGERS_MANAGE_KEYS, workspace == subject)
				.where(AGENCY.ID.eq(workspace.agency().value()))
				.execute();
		}
	}

	/**
	 * A new user of the workspace's agency assigned to it, for methods that change users.
	 */
	LocusUser disposableUser(MarkedWorkspace target) {
		return user(target.agency(), Role.CLIENT_VIEWER, target.workspace());
	}

	private AgencyId agency(String marker) {
		String name = "Agency " + marker;
		return provisioning.createAgency(name, name, "#1f6feb", List.of());
	}

	private LocusUser user(AgencyId agency, Role role, WorkspaceId... workspaces) {
		String email = role.name().toLowerCase(Locale.ROOT).replace('_', '-') + "-"
				+ OpaqueId.next().substring(10).toLowerCase(Locale.ROOT) + "@example.test";
		UserId id = provisioning.createUser(agency, new NewUser(email, "Test " + role.name().toLowerCase(Locale.ROOT),
				role, TestTenants.PASSWORD, Set.of(workspaces)));
		return new LocusUser(id, agency, email, "Test " + role.name().toLowerCase(Locale.ROOT), role, null, true);
	}

	/** Fills one workspace through the real services, as its agency admin. */
	private final class Builder {

		private final Simulator simulator;

		private final ApiKeyService keys;

		private final LocationService locations;

		private final CampaignService campaigns;

		private final ScanService scans;

		private final BusinessProfileService profiles;

		private final ClientApprovalService approvals;

		private final StoredReports reports;

		private final IdentityProviderService identity;

		private final MonitoringSync monitoring;

		private final ReviewInboxSync reviews;

		private final ReviewInboxRepository storedReviews;

		Builder(ApplicationContext context) {
			identity = context.getBean(IdentityProviderService.class);
			simulator = context.getBean(Simulator.class);
			keys = context.getBean(ApiKeyService.class);
			locations = context.getBean(LocationService.class);
			campaigns = context.getBean(CampaignService.class);
			scans = context.getBean(ScanService.class);
			profiles = context.getBean(BusinessProfileService.class);
			approvals = context.getBean(ClientApprovalService.class);
			reports = new StoredReports(context);
			monitoring = context.getBean(MonitoringSync.class);
			reviews = context.getBean(ReviewInboxSync.class);
			storedReviews = context.getBean(ReviewInboxRepository.class);
		}

		/**
		 * The id of a review the workspace's inbox holds: the newest the sync stored from
		 * the profile, or, for a profile without reviews, one stored for the test.
		 */
		String review(AgencyId agency, WorkspaceId workspace, String place, String marker) {
			reviews.sync(new SyncTarget(agency, workspace));
			List<InboxReview> stored = storedReviews.page(agency, List.of(workspace), InboxFilter.everything(), null, 0,
					1);
			if (!stored.isEmpty()) {
				return stored.get(0).reviewId();
			}
			String id = "review-" + marker;
			storedReviews.replaceLocation(agency, workspace, place, "Location " + marker,
					List.of(new GbpReview(id, "Reviewer " + marker, 4, "Review " + marker, Instant.now(), null)),
					Instant.now());
			return id;
		}

		/**
		 * A sign-in provider for the agency, so that removing it has something to remove.
		 */
		void signInProvider(MarkedWorkspace workspace) {
			TestTenants.signIn(workspace.owner());
			identity.save("Provider " + workspace.marker(), OutsideWorld.issuer(), "client-" + workspace.marker(),
					"secret-" + OpaqueId.next(), "example.test");
		}

		MarkedWorkspace workspace(AgencyId agency, String place) {
			String marker = marker();
			WorkspaceId workspace = provisioning.createWorkspace(agency, "Workspace " + marker);
			LocusUser admin = user(agency, Role.AGENCY_ADMIN);
			AccountHandle account = simulator.createAccount("Isolation " + marker, CREDITS);
			account.saveLocation(place, true);
			TestTenants.signIn(admin);
			ApiKeySummary key = keys.add(workspace, "Key " + marker, account.key(), null);
			SavedLocation location = locations.savedLocation(workspace, place).orElseThrow();

			String reportKey = Dd010Samples.key();
			ObjectNode scan = Dd010Samples.scan(reportKey, LocalDate.now(ZoneOffset.UTC).minusDays(1));
			scan.put("keyword", "keyword " + marker);
			scan.put("place_id", place);
			scan.set("data_points", Dd010Samples.dataPoints(3, 1, 2, 3, 4, 5, 6, 7, 8, 9));
			reports.scan(agency, workspace, scan);
			ObjectNode competitor = Dd010Samples.competitor(reportKey, LocalDate.now(ZoneOffset.UTC).minusDays(1));
			competitor.put("keyword", "keyword " + marker);
			reports.competitor(agency, workspace, competitor);

			Campaign campaign = campaigns.create(workspace,
					new CampaignInput("Campaign " + marker, List.of(place), List.of("campaign " + marker), 3, "1", "mi",
							"weekly", SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(3)), "9:00 AM"));
			// a run of the campaign under the same key, so that one report key opens both
			// the scan report and the campaign run report pages
			ObjectNode run = Dd010Samples.campaign(reportKey, campaign.key().value(),
					LocalDate.now(ZoneOffset.UTC).minusDays(1));
			run.put("name", "Campaign " + marker);
			reports.campaign(agency, workspace, run);
			Submission submission = scans.submit(workspace,
					ScanInput.google(place, location.center(), "scan " + marker, BigDecimal.ONE, Measurement.MI),
					false);
			// a guard under the workspace's report key, so that the key the matrix passes
			// names a guard of the workspace too
			account.addGuardWithKey(reportKey, place, "active", LocalDate.now(ZoneOffset.UTC).minusDays(30),
					LocalDate.now(ZoneOffset.UTC));
			monitoring.sync(agency, workspace, Lane.BACKGROUND, Duration.ZERO);
			profiles.apply(workspace, place, new ProfileChange.CreatePost("Post " + marker), null, null);
			approvals.setRequiresApproval(workspace, true);
			// a manager of its own proposes it, so that the matrix's manager is not its
			// author
			TestTenants.signIn(user(agency, Role.ACCOUNT_MANAGER, workspace));
			WriteOutcome proposed = profiles.apply(workspace, place, new ProfileChange.CreatePost("Proposal " + marker),
					null, "Note " + marker);
			String proposalId = ((WriteOutcome.Proposed) proposed).proposal().id();
			TestTenants.signIn(admin);
			String reviewId = review(agency, workspace, place, marker);
			return new MarkedWorkspace(agency, workspace, marker, admin, account, place, reportKey, campaign,
					submission, proposalId, key, reviewId);
		}

	}

}

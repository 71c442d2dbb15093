package app.locus.sharing;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.SHARE_LINK;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;

import app.locus.base.i18n.MessageBundles;
import app.locus.tenancy.LanguageService;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.OneTimeToken;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.clientreports.ClientReportFiles;
import app.locus.clientreports.ClientReportService;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.MutableClock;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.reports.StoredReports;
import app.locus.security.LocusUser;
import app.locus.security.PublicAddresses;
import app.locus.security.SiteResolver;
import app.locus.sharing.repository.ShareLinkRepository;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.repository.WorkspaceVisibilityRepository;
import app.locus.upstream.api.ReportKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

/**
 * Share links through the service: made by managers and admins from a stored report, a
 * snapshot that later syncs do not change, expiry by the clock, revocation, the token
 * only as its hash, and every refusal (client viewer, another agency).
 */
@IntegrationTest
class ShareServiceTest {

	private static final String AGENCY_NAME = "Summit Digital";

	@LocalServerPort
	int port;

	@Autowired
	ShareService shares;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	BrandingService branding;

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	TestAgency agency;

	WorkspaceId bakery;

	LocusUser admin;

	LocusUser manager;

	LocusUser client;

	ReportKey scan;

	@BeforeEach
	void aWorkspaceWithAStoredScan() {
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		admin = agency.user(Role.AGENCY_ADMIN);
		manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		client = agency.user(Role.CLIENT_VIEWER, bakery);
		TestTenants.signIn(admin);
		branding.update(AGENCY_NAME, "#b45309");
		scan = ReportKey.of(Dd010Samples.key());
		ObjectNode record = Dd010Samples.scan(scan.value(), LocalDate.of(2026, 3, 2));
		record.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3, 0, 5));
		new StoredReports(context).scan(agency.id(), bakery, record);
		TestTenants.signIn(manager);
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void a_manager_shares_a_scan_and_the_link_opens_its_snapshot_without_sign_in() {
		CreatedShare created = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_30);

		assertThat(created.link()).startsWith("http://localhost:" + port + "/share/");
		TestTenants.signOut();
		SharedReport shared = (SharedReport) shares.open(token(created)).orElseThrow();

		assertThat(shared.agencyName()).isEqualTo(AGENCY_NAME);
		assertThat(shared.colour().hex()).isEqualTo("#b45309");
		ReportSnapshot snapshot = shared.snapshot();
		assertThat(snapshot.title()).isEqualTo("Scan report: sourdough bakery");
		assertThat(snapshot.about()).contains("2 Mar 2026").contains("Blue Bottle Bakery");
		assertThat(snapshot.figures().arp()).isEqualByComparingTo("3.42");
		assertThat(snapshot.figures().atrp()).isEqualByComparingTo("2.10");
		assertThat(snapshot.figures().share()).isEqualByComparingTo("61.22");
		assertThat(snapshot.heatmap().ranks()).startsWith("1,2,3,-,5,");
		assertThat(snapshot.toString()).doesNotContain(scan.value()).doesNotContain(Dd010Samples.PLACE);
	}

	@Test
	void the_token_is_stored_only_as_its_sha256_and_never_in_the_audit_trail() {
		CreatedShare created = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_7);
		String token = token(created);

		assertThat(token).hasSize(43);
		assertThat(db.fetchValue(SHARE_LINK.TOKEN_HASH, SHARE_LINK.ID.eq(created.id().value())))
			.isEqualTo(OneTimeToken.hash(token));
		assertThat(db.fetchCount(SHARE_LINK, SHARE_LINK.TOKEN_HASH.eq(token).or(SHARE_LINK.SNAPSHOT.contains(token))))
			.isZero();
		assertThat(
				db.fetchCount(AUDIT_EVENT, AUDIT_EVENT.DETAILS.contains(token).or(AUDIT_EVENT.TARGET.contains(token))))
			.isZero();
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.WORKSPACE_ID.eq(bakery.value())
					.and(AUDIT_EVENT.ACTION.eq("share.created"))
					.and(AUDIT_EVENT.TARGET.eq("scan report " + scan.value()))
					.and(AUDIT_EVENT.DETAILS.contains("expires "))))
			.isOne();
	}

	@Test
	void the_snapshot_stays_as_it_was_when_a_later_sync_changes_the_report() {
		ReportKey trend = ReportKey.of(Dd010Samples.key());
		StoredReports stored = new StoredReports(context);
		LocalDate first = LocalDate.of(2026, 1, 5);
		stored.trend(agency.id(), bakery, Dd010Samples.trend(trend.value(), first, first.plusDays(14), 3));
		CreatedShare created = shares.create(bakery, ReportType.TREND, trend, ShareExpiry.NEVER);

		ObjectNode later = Dd010Samples.trend(trend.value(), first, first.plusDays(21), 4);
		later.put("arp", "2.50");
		stored.trend(agency.id(), bakery, later);

		assertThat(context.getBean(ReportService.class).detail(bakery, ReportType.TREND, trend).card().metrics().arp())
			.as("the sync replaced the stored report")
			.isEqualByComparingTo("2.50");
		assertThat(((SharedReport) shares.open(token(created)).orElseThrow()).snapshot().figures().arp())
			.isEqualByComparingTo("3.10");
	}

	@Test
	void a_link_stops_opening_when_its_chosen_time_is_up() {
		MutableClock clock = new MutableClock(Instant.parse("2026-03-02T10:00:00Z"));
		ShareService timed = withClock(clock);
		CreatedShare week = timed.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_7);
		CreatedShare forever = timed.create(bakery, ReportType.SCAN, scan, ShareExpiry.NEVER);
		assertThat(week.expiresAt()).isEqualTo(Instant.parse("2026-03-09T10:00:00Z"));
		assertThat(forever.expiresAt()).isNull();

		clock.advance(Duration.ofDays(7).minusMillis(1));
		assertThat(timed.open(token(week))).isPresent();

		clock.advance(Duration.ofMillis(1));
		assertThat(timed.open(token(week))).isEmpty();
		assertThat(timed.shares(bakery)).filteredOn(row -> row.id().equals(week.id()))
			.extracting(ShareSummary::status)
			.containsExactly(ShareStatus.EXPIRED);

		clock.advance(Duration.ofDays(3650));
		assertThat(timed.open(token(forever))).isPresent();
	}

	@Test
	void a_revoked_link_stops_opening_at_once_and_the_revocation_is_audited_once() {
		CreatedShare created = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_90);
		assertThat(shares.open(token(created))).isPresent();

		shares.revoke(bakery, created.id());
		shares.revoke(bakery, created.id());

		assertThat(shares.open(token(created))).isEmpty();
		assertThat(shares.shares(bakery)).filteredOn(row -> row.id().equals(created.id()))
			.singleElement()
			.satisfies(row -> {
				assertThat(row.status()).isEqualTo(ShareStatus.REVOKED);
				assertThat(row.sharedBy()).isEqualTo(manager.displayName());
				assertThat(row.timesOpened()).isEqualTo(1);
			});
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.WORKSPACE_ID.eq(bakery.value()).and(AUDIT_EVENT.ACTION.eq("share.revoked"))))
			.isOne();
	}

	@Test
	void a_client_viewer_may_neither_share_nor_list_nor_revoke() {
		CreatedShare created = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_30);
		assertThat(shares.canShare(bakery)).isTrue();

		TestTenants.signIn(client);

		assertThat(shares.canShare(bakery)).isFalse();
		assertThatThrownBy(() -> shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_30))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> shares.shares(bakery)).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> shares.revoke(bakery, created.id())).isInstanceOf(ForbiddenException.class);
		assertThat(shares.open(token(created))).as("still open").isPresent();
	}

	@Test
	void another_agency_neither_sees_nor_revokes_the_links_nor_shares_the_reports() {
		CreatedShare created = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_30);
		TestAgency other = new TestTenants(provisioning).agency();
		WorkspaceId theirs = other.workspace("Theirs");
		TestTenants.signIn(other.user(Role.AGENCY_ADMIN));

		assertThatThrownBy(() -> shares.revoke(bakery, created.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> shares.revoke(theirs, created.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> shares.shares(bakery)).isInstanceOf(NotFoundException.class);
		assertThat(shares.shares(theirs)).isEmpty();
		assertThatThrownBy(() -> shares.create(theirs, ReportType.SCAN, scan, ShareExpiry.DAYS_30))
			.as("the report is not in their workspace")
			.isInstanceOf(NotFoundException.class);
		assertThat(shares.open(token(created))).isPresent();
	}

	@Test
	void a_link_needs_a_chosen_expiry_and_a_stored_report() {
		assertThat(FieldErrors.of(() -> shares.create(bakery, ReportType.SCAN, scan, null))).containsEntry("expiry",
				"Choose how long the link works.");
		assertThatThrownBy(
				() -> shares.create(bakery, ReportType.SCAN, ReportKey.of(Dd010Samples.key()), ShareExpiry.DAYS_30))
			.isInstanceOf(NotFoundException.class);
		assertThat(db.fetchCount(SHARE_LINK, SHARE_LINK.WORKSPACE_ID.eq(bakery.value()))).isZero();
	}

	@Test
	void malformed_tokens_are_refused_and_unknown_ones_open_nothing() {
		assertThat(FieldErrors.of(() -> shares.open("short"))).containsKey("token");
		assertThat(FieldErrors.of(() -> shares.open("x".repeat(42) + "'"))).containsKey("token");
		assertThat(shares.open(OneTimeToken.generate())).isEmpty();
	}

	private ShareService withClock(MutableClock clock) {
		return new ShareService(context.getBean(WorkspaceAccess.class), context.getBean(ReportService.class),
				context.getBean(ClientReportService.class), context.getBean(ClientReportFiles.class),
				context.getBean(ShareLinkRepository.class), context.getBean(WorkspaceVisibilityRepository.class),
				branding, context.getBean(SiteResolver.class), context.getBean(PublicAddresses.class),
				context.getBean(AuditLog.class), clock, context.getBean(LanguageService.class),
				context.getBean(MessageBundles.class));
	}

	static String token(CreatedShare created) {
		return created.link().substring(created.link().lastIndexOf('/') + 1);
	}

}

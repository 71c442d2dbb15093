package app.locus.sharing;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.SHARE_LINK;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

import app.locus.base.i18n.MessageBundles;
import app.locus.tenancy.LanguageService;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.clientreports.ClientReportEntry;
import app.locus.clientreports.ClientReportFiles;
import app.locus.clientreports.ClientReportId;
import app.locus.clientreports.ClientReportService;
import app.locus.clientreports.DateRange;
import app.locus.clientreports.repository.ClientReportRepository;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.ReportService;
import app.locus.security.PublicAddresses;
import app.locus.security.SiteResolver;
import app.locus.sharing.repository.ShareLinkRepository;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.repository.WorkspaceVisibilityRepository;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * A share link to one generated client-report PDF (DD158): made by managers and admins of
 * the workspace only, it opens the PDF as it was made without sign-in, until it is
 * revoked or expires, and the workspace's list names it.
 */
@IntegrationTest
class ClientReportShareTest {

	private static final byte[] PDF = "%PDF-1.7 the October report".getBytes(StandardCharsets.US_ASCII);

	private static final Instant MADE = Instant.parse("2026-11-02T07:30:00Z");

	private static final String LISTED_AS = "Client report PDF, 2 Nov 2026";

	private static final String FILE_NAME = "report-2026-10-01-to-2026-10-31.pdf";

	@Autowired
	ShareService shares;

	@Autowired
	ClientReportRepository clientReports;

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	Tenant tenant;

	ClientReportId october;

	@BeforeEach
	void aWorkspaceWithAMadePdf() {
		tenant = new TenantFixture(db).tenant();
		october = storePdf(tenant);
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void aManagerSharesAPdfThatOpensSignedOutAsItWasMade() {
		CreatedShare created = shares.shareClientReport(tenant.workspace(), october, ShareExpiry.DAYS_30);
		TenantFixture.signOut();

		Shared shared = shares.open(ShareServiceTest.token(created)).orElseThrow();

		assertThat(shared).isInstanceOfSatisfying(SharedPdf.class, pdf -> {
			assertThat(pdf.fileName()).isEqualTo(FILE_NAME);
			assertThat(pdf.pdf()).isEqualTo(PDF);
		});
	}

	@Test
	void theListNamesThePdfWhoSharedItAndTheAuditTrailRecordsItWithoutTheToken() {
		CreatedShare created = shares.shareClientReport(tenant.workspace(), october, ShareExpiry.DAYS_7);

		assertThat(shares.shares(tenant.workspace())).singleElement().satisfies(row -> {
			assertThat(row.report()).isEqualTo(LISTED_AS);
			assertThat(row.sharedBy()).isEqualTo(tenant.manager().displayName());
			assertThat(row.expiresAt()).isCloseTo(Objects.requireNonNull(created.expiresAt()),
					within(1, ChronoUnit.MILLIS));
			assertThat(row.status()).isEqualTo(ShareStatus.ACTIVE);
		});
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value())
					.and(AUDIT_EVENT.ACTION.eq("share.created"))
					.and(AUDIT_EVENT.TARGET.eq("client report " + october.value()))))
			.isOne();
		String token = ShareServiceTest.token(created);
		assertThat(
				db.fetchCount(AUDIT_EVENT, AUDIT_EVENT.DETAILS.contains(token).or(AUDIT_EVENT.TARGET.contains(token))))
			.isZero();
	}

	@Test
	void refusesAClientViewer() {
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> shares.shareClientReport(tenant.workspace(), october, ShareExpiry.DAYS_30))
			.isInstanceOf(ForbiddenException.class);
		assertThat(db.fetchCount(SHARE_LINK, SHARE_LINK.WORKSPACE_ID.eq(tenant.workspace().value()))).isZero();
	}

	@Test
	void refusesAPdfOfAnotherWorkspaceOrAgency() {
		Tenant other = new TenantFixture(db).tenant();
		ClientReportId theirs = storePdf(other);

		assertThatThrownBy(() -> shares.shareClientReport(tenant.workspace(), theirs, ShareExpiry.DAYS_30))
			.as("their PDF through our workspace")
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> shares.shareClientReport(other.workspace(), theirs, ShareExpiry.DAYS_30))
			.as("their workspace")
			.isInstanceOf(NotFoundException.class);
		TenantFixture.signIn(other.admin());
		assertThatThrownBy(() -> shares.shareClientReport(other.workspace(), october, ShareExpiry.DAYS_30))
			.as("our PDF through their workspace")
			.isInstanceOf(NotFoundException.class);
		assertThat(db.fetchCount(SHARE_LINK,
				SHARE_LINK.WORKSPACE_ID.in(tenant.workspace().value(), other.workspace().value())))
			.isZero();
	}

	@Test
	void needsAChosenExpiry() {
		assertThat(FieldErrors.of(() -> shares.shareClientReport(tenant.workspace(), october, null)))
			.containsEntry("expiry", "Choose how long the link works.");
	}

	@Test
	void aRevokedLinkOpensNothing() {
		CreatedShare created = shares.shareClientReport(tenant.workspace(), october, ShareExpiry.NEVER);

		shares.revoke(tenant.workspace(), created.id());

		assertThat(shares.open(ShareServiceTest.token(created))).isEmpty();
		assertThat(shares.shares(tenant.workspace())).extracting(ShareSummary::status)
			.containsExactly(ShareStatus.REVOKED);
	}

	@Test
	void aLinkStopsOpeningWhenItsTimeIsUp() {
		MutableClock clock = new MutableClock(Instant.parse("2026-11-27T10:00:00Z"));
		ShareService timed = withClock(clock);
		CreatedShare week = timed.shareClientReport(tenant.workspace(), october, ShareExpiry.DAYS_7);

		clock.advance(Duration.ofDays(7).minusMillis(1));
		assertThat(timed.open(ShareServiceTest.token(week))).isPresent();

		clock.advance(Duration.ofMillis(1));
		assertThat(timed.open(ShareServiceTest.token(week))).isEmpty();
	}

	/** A PDF made for October, stored as the report history keeps it. */
	private ClientReportId storePdf(Tenant owner) {
		ClientReportId id = ClientReportId.random();
		clientReports.store(owner.agency(), owner.workspace(),
				new ClientReportEntry(id, "October report",
						new DateRange(LocalDate.of(2026, 10, 1), LocalDate.of(2026, 10, 31)),
						ClientReportEntry.Origin.MANUAL, MADE, PDF.length),
				null, PDF);
		return id;
	}

	private ShareService withClock(MutableClock clock) {
		return new ShareService(context.getBean(WorkspaceAccess.class), context.getBean(ReportService.class),
				context.getBean(ClientReportService.class), context.getBean(ClientReportFiles.class),
				context.getBean(ShareLinkRepository.class), context.getBean(WorkspaceVisibilityRepository.class),
				context.getBean(BrandingService.class), context.getBean(SiteResolver.class),
				context.getBean(PublicAddresses.class), context.getBean(AuditLog.class), clock,
				context.getBean(LanguageService.class), context.getBean(MessageBundles.class));
	}

}

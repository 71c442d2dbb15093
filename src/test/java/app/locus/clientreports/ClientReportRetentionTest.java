package app.locus.clientreports;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import app.locus.audit.AuditLog;
import app.locus.clientreports.repository.ClientReportRepository;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.sharing.CreatedShare;
import app.locus.sharing.ShareExpiry;
import app.locus.sharing.ShareService;
import app.locus.sharing.ShareSummary;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A workspace keeps its newest made PDFs and no more (DD153), and an older one while a
 * working share link points at it (DD158).
 */
@IntegrationTest
class ClientReportRetentionTest {

	/** Two years of monthly reports, unless configured otherwise. */
	static final int KEPT_BY_DEFAULT = 24;

	private static final byte[] OLD_PDF = "%PDF-1.7 an older report".getBytes(StandardCharsets.US_ASCII);

	@Autowired
	DSLContext db;

	@Autowired
	ClientReportService reports;

	@Autowired
	ClientReportRepository repository;

	@Autowired
	AuditLog audit;

	@Autowired
	ShareService shares;

	Tenant tenant;

	@BeforeEach
	void aWorkspace() {
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void deletesTheOldestReportOnceANewOneGoesPastWhatTheWorkspaceKeeps() {
		List<ClientReportId> stored = storeOlderReports(tenant, KEPT_BY_DEFAULT);

		ClientReportEntry made = reports.generateNow(tenant.workspace());

		List<ClientReportId> history = reports.history(tenant.workspace()).stream().map(ClientReportEntry::id).toList();
		assertThat(history).hasSize(KEPT_BY_DEFAULT).first().isEqualTo(made.id());
		assertThat(history).doesNotContain(stored.get(0)).containsAll(stored.subList(1, KEPT_BY_DEFAULT));
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(tenant.agency().value()).and(AUDIT_EVENT.ACTION.eq("clientreports.pruned"))))
			.isEqualTo(1);
	}

	@Test
	void deletesNothingWhileTheWorkspaceHasNoMoreThanItKeeps() {
		storeOlderReports(tenant, KEPT_BY_DEFAULT - 1);

		reports.generateNow(tenant.workspace());

		assertThat(reports.history(tenant.workspace())).hasSize(KEPT_BY_DEFAULT);
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(tenant.agency().value()).and(AUDIT_EVENT.ACTION.eq("clientreports.pruned"))))
			.isZero();
	}

	@Test
	void leavesAnotherWorkspacesReportsAlone() {
		Tenant other = new TenantFixture(db).tenant();
		storeOlderReports(other, 3);
		ReportRetention keepingOne = new ReportRetention(repository, audit, 1, Clock.systemUTC());

		keepingOne.prune(tenant.agency(), tenant.workspace());

		assertThat(repository.history(other.agency(), other.workspace())).hasSize(3);
		assertThat(keepingOne.prune(other.agency(), other.workspace())).isEqualTo(2);
		assertThat(repository.history(other.agency(), other.workspace())).hasSize(1);
	}

	@Test
	void keepsAnOlderPdfWhileAWorkingShareLinkPointsAtIt() {
		List<ClientReportId> stored = storeOlderReports(tenant, 3);
		shares.shareClientReport(tenant.workspace(), stored.get(0), ShareExpiry.NEVER);
		CreatedShare revoked = shares.shareClientReport(tenant.workspace(), stored.get(1), ShareExpiry.DAYS_30);
		shares.revoke(tenant.workspace(), revoked.id());
		ReportRetention keepingOne = new ReportRetention(repository, audit, 1, Clock.systemUTC());

		assertThat(keepingOne.prune(tenant.agency(), tenant.workspace())).isEqualTo(1);

		assertThat(reports.history(tenant.workspace())).extracting(ClientReportEntry::id)
			.containsExactly(stored.get(2), stored.get(0));
		assertThat(shares.shares(tenant.workspace())).as("the revoked link stays listed").hasSize(2);
	}

	@Test
	void freesASharedPdfOnceItsLinkHasExpired() {
		List<ClientReportId> stored = storeOlderReports(tenant, 2);
		CreatedShare week = shares.shareClientReport(tenant.workspace(), stored.get(0), ShareExpiry.DAYS_7);
		Instant expiry = Objects.requireNonNull(week.expiresAt());

		assertThat(new ReportRetention(repository, audit, 1, Clock.fixed(expiry.minusSeconds(1), ZoneOffset.UTC))
			.prune(tenant.agency(), tenant.workspace())).isZero();
		assertThat(new ReportRetention(repository, audit, 1, Clock.fixed(expiry, ZoneOffset.UTC)).prune(tenant.agency(),
				tenant.workspace()))
			.isOne();

		assertThat(reports.history(tenant.workspace())).extracting(ClientReportEntry::id)
			.containsExactly(stored.get(1));
		assertThat(shares.shares(tenant.workspace())).as("the ended link stays listed")
			.extracting(ShareSummary::id)
			.containsExactly(week.id());
	}

	@Test
	void refusesToKeepNoReportAtAll() {
		assertThatThrownBy(() -> new ReportRetention(repository, audit, 0, Clock.systemUTC()))
			.isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("locus.client-reports.keep");
	}

	/** Reports made a day apart before now, oldest first. */
	private List<ClientReportId> storeOlderReports(Tenant owner, int count) {
		List<ClientReportId> ids = new ArrayList<>();
		Instant first = Instant.now().minus(Duration.ofDays(count + 1L));
		LocalDate day = LocalDate.of(2026, 1, 1);
		for (int i = 0; i < count; i++) {
			ClientReportId id = ClientReportId.random();
			repository.store(owner.agency(), owner.workspace(),
					new ClientReportEntry(id, "Older report " + i, new DateRange(day, day.plusDays(6)),
							ClientReportEntry.Origin.MANUAL, first.plus(Duration.ofDays(i)), OLD_PDF.length),
					null, OLD_PDF);
			ids.add(id);
		}
		return ids;
	}

}

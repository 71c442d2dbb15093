package app.locus.agency;

import static app.locus.db.Tables.WORKSPACE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.agency.repository.VisibilityMemoRepository;
import app.locus.agency.repository.VisibilityMemoRepository.Memo;
import app.locus.autoscans.ScheduledScan;
import app.locus.autoscans.repository.AutoscanRepository;
import app.locus.base.ForbiddenException;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.WorkspaceSummary;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.reports.heatmap.RankGrid;
import app.locus.reports.repository.NewReport;
import app.locus.reports.repository.ReportRepository;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class AgencyOverviewServiceTest {

	@Autowired
	DSLContext db;

	@Autowired
	AgencyOverviewService service;

	@Autowired
	AutoscanRepository autoscans;

	@Autowired
	ReportRepository reports;

	@Autowired
	VisibilityMemoRepository memos;

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_manager_sees_the_assigned_workspaces_and_an_admin_every_active_one_of_the_agency_only() {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		WorkspaceId unassigned = tenants.workspace(tenant.agency());
		WorkspaceId archived = tenants.workspace(tenant.agency());
		db.update(WORKSPACE)
			.set(WORKSPACE.ARCHIVED_AT, LocalDateTime.now(ZoneOffset.UTC))
			.where(WORKSPACE.ID.eq(archived.value()))
			.execute();
		Tenant other = tenants.tenant();
		new OverviewRows(db, other.agency(), other.workspace()).guard("alert");

		TenantFixture.signIn(tenant.manager());
		assertThat(workspaces(service.overview())).containsExactly(tenant.workspace());

		TenantFixture.signIn(tenant.admin());
		assertThat(workspaces(service.overview())).containsExactlyInAnyOrder(tenant.workspace(), unassigned);

		TenantFixture.signIn(other.manager());
		assertThat(workspaces(service.overview())).containsExactly(other.workspace());
	}

	@Test
	void a_client_viewer_is_refused() {
		Tenant tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(service::overview).isInstanceOf(ForbiddenException.class);
	}

	@Test
	void the_figures_of_a_workspace_come_from_its_stored_rows() {
		Tenant tenant = new TenantFixture(db).tenant();
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		Instant now = Instant.now();
		new OverviewRows(db, tenant.agency(), tenant.workspace())
			// one map series: 40 a month ago, 50 ten days ago, 60 today; one AI series
			// today
			.scan("coffee", "ChIJone", "google", today.minusDays(35), "40")
			.scan("coffee", "ChIJone", "google", today.minusDays(10), "50")
			.scan("coffee", "ChIJone", "google", today, "60")
			.scan("coffee", "ChIJone", "chatgpt", today, "30")
			.guard("alert")
			.guard("alert")
			.guard("active")
			.proposal("PENDING", now.plus(Duration.ofDays(3)))
			.proposal("PENDING", now.minus(Duration.ofDays(1)))
			.proposal("APPROVED", now.plus(Duration.ofDays(3)))
			.submission("COMPLETE", now, 49)
			.submission("FAILED", now, 9)
			.submission("FAILED", now.minus(Duration.ofDays(10)), 9)
			.submission("UNKNOWN", now, 9)
			.submission("UNKNOWN", now, 9)
			.campaignRun(today, 2, 3)
			.key(now.minus(Duration.ofDays(2)), now.minus(Duration.ofDays(1)), false)
			.key(now.minus(Duration.ofDays(1)), now.minus(Duration.ofDays(2)), false)
			.key(null, now, true)
			.snapshot(now.minus(Duration.ofHours(1)), 100, today.plusDays(20))
			.budget(1000);
		Instant nextRun = today.plusDays(1).atTime(LocalTime.of(9, 0)).toInstant(ZoneOffset.UTC);
		autoscans.replaceAll(tenant.agency(), tenant.workspace(),
				List.of(new ScheduledScan(Dd010Samples.key(), "Weekly", "ChIJone", "Shop", "coffee",
						List.of(Platform.GOOGLE), 3, Frequency.WEEKLY, AutoscanStatus.SCHEDULED, nextRun,
						today.plusDays(1))),
				now);
		TenantFixture.signIn(tenant.manager());

		AgencyOverview overview = service.overview();

		ClientRow row = overview.clients().get(0);
		assertThat(row.solv().now()).isEqualByComparingTo("60");
		assertThat(row.solv().weekChange()).isEqualByComparingTo("10");
		assertThat(row.solv().monthChange()).isEqualByComparingTo("20");
		assertThat(row.saiv().now()).isEqualByComparingTo("30");
		assertThat(row.saiv().weekChange()).isNull();
		assertThat(row.lastScan()).isEqualTo(today);
		assertThat(row.nextRun()).isEqualTo(today.plusDays(1).atTime(9, 0));
		assertThat(row.guardAlerts()).isEqualTo(2);
		assertThat(row.pendingApprovals()).isEqualTo(1);
		assertThat(row.failedScans()).isEqualTo(1);
		assertThat(row.unknownScans()).isEqualTo(2);
		assertThat(row.brokenKeys()).isEqualTo(1);
		// manual scans not refused (49 + 9 + 9) and the campaign run (2 × 3²), as the
		// budget counts
		assertThat(row.spentThisMonth()).isEqualTo(85);
		assertThat(row.budget()).isEqualTo(1000);
		assertThat(overview.accounts()).singleElement().satisfies(account -> {
			assertThat(account.balance()).isEqualTo(100);
			assertThat(account.forecast().renewal()).isEqualTo(today.plusDays(20));
			// 9 credits a week from tomorrow until the renewal: 100 lasts
			assertThat(account.forecast().runOut()).isNull();
		});
		// every month together: the above, plus the four scan reports (3² each) made
		// outside the ledger
		assertThat(overview.spend()).singleElement()
			.satisfies(
					spend -> assertThat(spend.credits().stream().mapToLong(Long::longValue).sum()).isEqualTo(85 + 36));
	}

	@Test
	void an_account_whose_planned_runs_outspend_its_balance_runs_out_before_the_renewal() {
		Tenant tenant = new TenantFixture(db).tenant();
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		Instant now = Instant.now();
		new OverviewRows(db, tenant.agency(), tenant.workspace()).snapshot(now.minus(Duration.ofHours(1)), 10,
				today.plusDays(20));
		Instant nextRun = today.plusDays(1).atTime(LocalTime.of(9, 0)).toInstant(ZoneOffset.UTC);
		autoscans.replaceAll(tenant.agency(), tenant.workspace(),
				List.of(new ScheduledScan(Dd010Samples.key(), "Daily", "ChIJone", "Shop", "coffee",
						List.of(Platform.GOOGLE), 3, Frequency.DAILY, AutoscanStatus.SCHEDULED, nextRun,
						today.plusDays(1))),
				now);
		TenantFixture.signIn(tenant.admin());

		ClientRow row = service.overview().clients().get(0);

		// 9 credits a day from tomorrow: the second run finds 1 credit left
		assertThat(row.runOut()).isEqualTo(today.plusDays(2));
		assertThat(row.runsOutBeforeRenewal()).isTrue();
	}

	@Test
	void clients_whose_snapshots_name_one_account_holder_share_its_newest_balance_and_run_out_together() {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		WorkspaceId sharing = tenants.workspace(tenant.agency());
		WorkspaceId alone = tenants.workspace(tenant.agency());
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		Instant now = Instant.now();
		new OverviewRows(db, tenant.agency(), tenant.workspace()).snapshot(now.minus(Duration.ofHours(2)), 20,
				today.plusDays(20), "holder-1");
		new OverviewRows(db, tenant.agency(), sharing).snapshot(now.minus(Duration.ofHours(1)), 18, today.plusDays(20),
				"holder-1");
		new OverviewRows(db, tenant.agency(), alone).snapshot(now.minus(Duration.ofHours(1)), 18, today.plusDays(20),
				null);
		for (WorkspaceId workspace : List.of(tenant.workspace(), sharing, alone)) {
			dailyScanFromTomorrow(tenant, workspace, today, now);
		}
		TenantFixture.signIn(tenant.admin());

		AgencyOverview overview = service.overview();

		// one account: the newest balance (18) and 2 × 9 credits a day; the second day's
		// runs find none left
		assertThat(overview.accounts()).hasSize(2).anySatisfy(account -> {
			assertThat(account.clients()).extracting(WorkspaceSummary::id)
				.containsExactlyInAnyOrder(tenant.workspace(), sharing);
			assertThat(account.balance()).isEqualTo(18);
			assertThat(account.forecast().runOut()).isEqualTo(today.plusDays(2));
		});
		// on its own, 18 credits pay two days of 9
		assertThat(overview.clients()).filteredOn(row -> row.workspace().equals(alone))
			.singleElement()
			.satisfies(row -> assertThat(row.runOut()).isEqualTo(today.plusDays(3)));
		assertThat(overview.clients()).filteredOn(row -> row.workspace().equals(tenant.workspace()))
			.singleElement()
			.satisfies(row -> assertThat(row.runOut()).isEqualTo(today.plusDays(2)));
	}

	private void dailyScanFromTomorrow(Tenant tenant, WorkspaceId workspace, LocalDate today, Instant now) {
		Instant nextRun = today.plusDays(1).atTime(LocalTime.of(9, 0)).toInstant(ZoneOffset.UTC);
		autoscans.replaceAll(tenant.agency(), workspace,
				List.of(new ScheduledScan(Dd010Samples.key(), "Daily", "ChIJone", "Shop", "coffee",
						List.of(Platform.GOOGLE), 3, Frequency.DAILY, AutoscanStatus.SCHEDULED, nextRun,
						today.plusDays(1))),
				now);
	}

	@Test
	void visibility_on_a_day_is_the_mean_of_each_series_at_its_newest_scan_of_the_90_days_up_to_it() {
		Tenant tenant = new TenantFixture(db).tenant();
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		new OverviewRows(db, tenant.agency(), tenant.workspace())
			// stale today (95 days), but within the 90 days up to 7 and 30 days ago
			.scan("coffee", "ChIJone", "google", today.minusDays(95), "10")
			// two scans on the newest day both count; the older ones do not
			.scan("tea", "ChIJone", "google", today.minusDays(8), "20")
			.scan("tea", "ChIJone", "google", today.minusDays(3), "100")
			.scan("tea", "ChIJone", "google", today, "40")
			.scan("tea", "ChIJone", "google", today, "60");
		TenantFixture.signIn(tenant.admin());

		Visibility solv = service.overview().clients().get(0).solv();

		assertThat(solv.now()).isEqualByComparingTo("50");
		// a week ago: coffee 10 and tea 20
		assertThat(solv.weekAgo()).isEqualByComparingTo("15");
		// a month ago: coffee only
		assertThat(solv.monthAgo()).isEqualByComparingTo("10");
	}

	@Test
	void a_kept_visibility_is_served_until_a_report_of_its_workspace_is_saved_then_computed_again() {
		Tenant tenant = new TenantFixture(db).tenant();
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		new OverviewRows(db, tenant.agency(), tenant.workspace()).scan("tea", "ChIJone", "google", today, "40");
		LocalDate yesterday = today.minusDays(1);
		memos.keep(List.of(new Memo(tenant.workspace(), yesterday, 0, BigDecimal.ONE, null)));
		TenantFixture.signIn(tenant.admin());
		assertThat(service.overview().clients().get(0).solv().now()).isEqualByComparingTo("40");
		assertThat(memos.kept(List.of(tenant.workspace()), List.of(today))).singleElement()
			.satisfies(memo -> assertThat(memo.mapMean()).isEqualByComparingTo("40"));
		// a workspace keeps only the days the overview reads
		assertThat(memos.kept(List.of(tenant.workspace()), List.of(yesterday))).isEmpty();

		reports.save(tenant.agency(), tenant.workspace(), List.of(scan("tea", today, "80")), Instant.now());

		// both of today's scans of the series count: (40 + 80) / 2
		assertThat(service.overview().clients().get(0).solv().now()).isEqualByComparingTo("60");
	}

	private static NewReport scan(String keyword, LocalDate day, String solv) {
		ReportCard card = new ReportCard(ReportType.SCAN, ReportKey.of(Dd010Samples.key()), day, "ChIJone", "Shop",
				keyword, Platform.GOOGLE, 3, new BigDecimal("1.000"), Measurement.MI,
				LatLng.of("37.7763000", "-122.4233000"), null, new RankMetrics(null, null, new BigDecimal(solv)), 1, 1,
				new Movement(null, null, null), null, RankGrid.of(3, new int[9]), false);
		return new NewReport(card, null, JsonNodeFactory.instance.objectNode(), null, false);
	}

	@Test
	void a_paused_plan_is_neither_the_next_run_nor_planned_spend() {
		Tenant tenant = new TenantFixture(db).tenant();
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		Instant now = Instant.now();
		new OverviewRows(db, tenant.agency(), tenant.workspace()).snapshot(now.minus(Duration.ofHours(1)), 10,
				today.plusDays(20));
		Instant tomorrow = today.plusDays(1).atTime(LocalTime.of(9, 0)).toInstant(ZoneOffset.UTC);
		Instant inThreeDays = today.plusDays(3).atTime(LocalTime.of(9, 0)).toInstant(ZoneOffset.UTC);
		autoscans.replaceAll(tenant.agency(), tenant.workspace(),
				List.of(new ScheduledScan(Dd010Samples.key(), "Daily, paused", "ChIJone", "Shop", "coffee",
						List.of(Platform.GOOGLE), 3, Frequency.DAILY, AutoscanStatus.PAUSED, tomorrow,
						today.plusDays(1)),
						new ScheduledScan(Dd010Samples.key(), "Weekly", "ChIJone", "Shop", "coffee",
								List.of(Platform.GOOGLE), 3, Frequency.WEEKLY, AutoscanStatus.SCHEDULED, inThreeDays,
								today.plusDays(3))),
				now);
		TenantFixture.signIn(tenant.admin());

		ClientRow row = service.overview().clients().get(0);

		assertThat(row.nextRun()).isEqualTo(today.plusDays(3).atTime(9, 0));
		// 9 credits a week: the first weekly run leaves 1 credit, the second cannot be
		// paid
		assertThat(row.runOut()).isEqualTo(today.plusDays(10));
	}

	private static List<WorkspaceId> workspaces(AgencyOverview overview) {
		return overview.clients().stream().map(ClientRow::workspace).toList();
	}

}

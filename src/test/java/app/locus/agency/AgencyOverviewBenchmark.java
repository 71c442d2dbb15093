package app.locus.agency;

import static app.locus.db.Tables.CREDIT_SNAPSHOT;
import static app.locus.db.Tables.REPORT_REVISION;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import app.locus.agency.repository.OverviewReadRepository;
import app.locus.autoscans.repository.AutoscanRepository;
import app.locus.base.OpaqueId;
import app.locus.base.WorkspaceId;
import app.locus.calendar.CalendarService;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.db.tables.records.CreditSnapshotRecord;
import app.locus.fixtures.BenchmarkLog;
import app.locus.fixtures.PlannedAgency;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The agency overview for an agency of 200 client workspaces (DD134): median and p95 of
 * the server time of {@link AgencyOverviewService#overview} over 200 runs after a
 * warm-up, signed in as the agency admin (every workspace) and as a manager of 20. Run
 * with {@code ./mvnw -B -Pbench test -Dtest=AgencyOverviewBenchmark}; figures go to the
 * console and {@code target/benchmarks/agency-overview.txt}.
 */
@IntegrationTest
class AgencyOverviewBenchmark {

	private static final int WORKSPACES = 200;

	private static final int MANAGED = 20;

	private static final int SERIES = 4;

	private static final int SCAN_DAYS = 60;

	private static final int SCAN_EVERY_DAYS = 3;

	private static final int SNAPSHOT_HOURS = 24 * 14;

	private static final int WARM_UP = 50;

	private static final int RUNS = 200;

	private static final String[] PLATFORMS = { "google", "apple", "chatgpt", "gemini" };

	@Autowired
	DSLContext db;

	@Autowired
	AgencyOverviewService service;

	@Autowired
	OverviewReadRepository overview;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	CalendarService calendar;

	@Autowired
	SpendReadRepository spend;

	@Autowired
	AutoscanRepository autoscans;

	private final Random random = new Random(42);

	private final BenchmarkLog log = new BenchmarkLog(WARM_UP, RUNS);

	@Test
	void overview_of_200_client_workspaces() throws Exception {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		PlannedAgency agency = new PlannedAgency(db, campaigns, autoscans, random);
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		Instant now = Instant.now();
		long insertStart = System.nanoTime();
		List<WorkspaceId> workspaces = PlannedAgency.workspaces(tenants, tenant, WORKSPACES);
		workspaces.subList(1, MANAGED).forEach(workspace -> tenants.assign(tenant.manager(), workspace));
		int reports = 0;
		for (WorkspaceId workspace : workspaces) {
			reports += agency.plan(tenant, workspace, today);
			fill(tenant, workspace, today, now);
		}
		log.line("Stored 200 workspaces, each with %d scan series scanned every %d days over %d days, %d campaigns "
				+ "(%,d campaign reports in all), %d scheduled scans, %d hourly snapshots, guard, proposals, ledger "
				+ "rows and keys in %.1f s", SERIES, SCAN_EVERY_DAYS, SCAN_DAYS, PlannedAgency.CAMPAIGNS_PER_WORKSPACE,
				reports, PlannedAgency.AUTOSCANS_PER_WORKSPACE, SNAPSHOT_HOURS,
				(System.nanoTime() - insertStart) / 1e9);
		refreshStatistics();

		TenantFixture.signIn(tenant.admin());
		log.measure("Agency overview, admin: 200 client workspaces, visibility kept",
				() -> service.overview().clients().size());
		log.measure("  the same after one workspace's reports changed", () -> reportsChanged(workspaces.get(0)),
				() -> service.overview().clients().size());
		log.measure("  the same after every workspace's reports changed (nothing kept)",
				() -> workspaces.forEach(this::reportsChanged), () -> service.overview().clients().size());
		log.measure("  of which the calendar's planned runs (next 31 days)",
				() -> calendar.agencyPlannedRuns(today.plusDays(31)).size());
		log.measure("  of which the visibility of 3 days computed from the reports",
				() -> overview
					.shareOfVoice(tenant.agency(), workspaces, List.of(today, today.minusDays(7), today.minusDays(30)))
					.size());
		log.measure("  of which the monthly spend",
				() -> spend.monthly(tenant.agency(), workspaces, sixMonths(today), ZoneOffset.UTC).size());
		log.measure("  of which what needs attention",
				() -> overview.attention(tenant.agency(), workspaces, now, now.minus(Duration.ofDays(7))).size());
		log.measure("  of which the balances", () -> overview.balances(tenant.agency(), workspaces).size());
		TenantFixture.signIn(tenant.manager());
		log.measure("Agency overview, manager: 20 assigned workspaces", () -> service.overview().clients().size());
		TenantFixture.signOut();

		log.write("agency-overview");
	}

	/**
	 * What InnoDB's background statistics recalculation does within seconds of bulk
	 * inserts on a running server: without it the first queries are planned on the
	 * statistics of nearly empty tables.
	 */
	private void refreshStatistics() {
		List<String> tables = db
			.fetch("select table_name from information_schema.tables "
					+ "where table_schema = database() and table_type = 'BASE TABLE'")
			.getValues(0, String.class);
		db.fetch("analyze table " + String.join(", ", tables.stream().map(table -> "`" + table + "`").toList()));
	}

	private static List<YearMonth> sixMonths(LocalDate today) {
		return Stream.iterate(YearMonth.from(today).minusMonths(5), month -> month.plusMonths(1)).limit(6).toList();
	}

	/**
	 * What {@code ReportRepository.save} does when a sync stores a report of the
	 * workspace.
	 */
	private void reportsChanged(WorkspaceId workspace) {
		db.update(REPORT_REVISION)
			.set(REPORT_REVISION.REVISION, REPORT_REVISION.REVISION.plus(1))
			.where(REPORT_REVISION.WORKSPACE_ID.eq(workspace.value()))
			.execute();
	}

	private void fill(Tenant tenant, WorkspaceId workspace, LocalDate today, Instant now) {
		OverviewRows rows = new OverviewRows(db, tenant.agency(), workspace);
		for (int s = 0; s < SERIES; s++) {
			for (int day = SCAN_DAYS; day >= 0; day -= SCAN_EVERY_DAYS) {
				rows.scan("keyword " + s, "ChIJplace" + (s % 2), PLATFORMS[s], today.minusDays(day),
						String.valueOf(random.nextInt(100)));
			}
		}
		rows.guard(random.nextInt(4) == 0 ? "alert" : "active")
			.proposal("PENDING", now.plus(Duration.ofDays(random.nextInt(5) - 1)))
			.key(now.minus(Duration.ofDays(1)), random.nextInt(10) == 0 ? now : null, false)
			.budget(500 + random.nextInt(2000));
		for (int i = 0; i < 10; i++) {
			rows.submission(i % 7 == 0 ? "FAILED" : i % 9 == 0 ? "UNKNOWN" : "COMPLETE",
					now.minus(Duration.ofHours(random.nextInt(24 * 40))), 49);
		}
		snapshots(tenant, workspace, now, today);
	}

	private void snapshots(Tenant tenant, WorkspaceId workspace, Instant now, LocalDate today) {
		List<CreditSnapshotRecord> snapshots = new ArrayList<>();
		for (int hour = 0; hour < SNAPSHOT_HOURS; hour++) {
			CreditSnapshotRecord snapshot = db.newRecord(CREDIT_SNAPSHOT);
			snapshot.setId(OpaqueId.next());
			snapshot.setWorkspaceId(workspace.value());
			snapshot.setAgencyId(tenant.agency().value());
			snapshot.setTakenAt(LocalDateTime.ofInstant(now.minus(Duration.ofHours(hour)), ZoneOffset.UTC));
			snapshot.setOrigin("SCHEDULE");
			snapshot.setBalance(5_000L + hour);
			snapshot.setRenewalDate(today.plusDays(1 + random.nextInt(30)));
			snapshots.add(snapshot);
		}
		db.batchInsert(snapshots).execute();
	}

}

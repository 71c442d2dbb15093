package app.locus.calendar;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import java.util.Random;

import app.locus.autoscans.repository.AutoscanRepository;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.BenchmarkLog;
import app.locus.fixtures.PlannedAgency;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The agency calendar's month view for an agency of 200 workspaces with 1,000 campaigns
 * (five each, every frequency), 600 stored scheduled scans (three each) and one stored
 * report per campaign run already made this month: median and p95 of the server time of
 * {@link CalendarService#agencyEntries} plus the day totals over 200 runs after a
 * warm-up. Run with {@code ./mvnw -B -Pbench test}; figures go to the console and
 * {@code target/benchmarks/agency-calendar.txt}.
 */
@IntegrationTest
class AgencyCalendarBenchmark {

	private static final int WORKSPACES = 200;

	private static final int WARM_UP = 50;

	private static final int RUNS = 200;

	@Autowired
	DSLContext db;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	CalendarService calendar;

	@Autowired
	AutoscanRepository autoscans;

	private final BenchmarkLog log = new BenchmarkLog(WARM_UP, RUNS);

	@Test
	void agency_month_view_for_200_workspaces_with_1000_campaigns() throws Exception {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		PlannedAgency agency = new PlannedAgency(db, campaigns, autoscans, new Random(42));
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		YearMonth month = YearMonth.from(today);
		long insertStart = System.nanoTime();
		int reports = 0;
		for (WorkspaceId workspace : PlannedAgency.workspaces(tenants, tenant, WORKSPACES)) {
			reports += agency.plan(tenant, workspace, today);
		}
		log.line("Stored %,d campaigns and %,d scheduled scans in %d workspaces and %,d campaign reports in %.1f s",
				WORKSPACES * PlannedAgency.CAMPAIGNS_PER_WORKSPACE, WORKSPACES * PlannedAgency.AUTOSCANS_PER_WORKSPACE,
				WORKSPACES, reports, (System.nanoTime() - insertStart) / 1e9);
		TenantFixture.signIn(tenant.admin());
		LocalDate from = month.atDay(1).with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
		LocalDate to = month.atEndOfMonth().with(TemporalAdjusters.nextOrSame(DayOfWeek.SUNDAY));

		log.measure("Agency month view: entries of 200 workspaces + day totals", () -> {
			List<CalendarEntry> entries = calendar.agencyEntries(from, to);
			return entries.size() + CalendarProjection.dayTotals(entries).size();
		});
		log.measure("Agency week view", () -> calendar.agencyEntries(today, today.plusDays(6)).size());
		log.measure("One workspace's month view", () -> calendar.entries(tenant.workspace(), from, to).size());
		TenantFixture.signOut();

		log.write("agency-calendar");
	}

}

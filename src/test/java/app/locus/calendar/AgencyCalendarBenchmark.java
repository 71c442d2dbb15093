package app.locus.calendar;

import static app.locus.db.Tables.REPORT;

import java.math.BigDecimal;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import app.locus.autoscans.ScheduledScan;
import app.locus.autoscans.repository.AutoscanRepository;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.BenchmarkLog;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import app.locus.upstream.api.campaigns.CampaignStatus;
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

	private static final int CAMPAIGNS_PER_WORKSPACE = 5;

	private static final int AUTOSCANS_PER_WORKSPACE = 3;

	private static final int WARM_UP = 50;

	private static final int RUNS = 200;

	private static final Frequency[] FREQUENCIES = { Frequency.DAILY, Frequency.WEEKLY, Frequency.WEEKLY,
			Frequency.BIWEEKLY, Frequency.MONTHLY, Frequency.ONE_TIME };

	@Autowired
	DSLContext db;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	CalendarService calendar;

	@Autowired
	AutoscanRepository autoscans;

	private final Random random = new Random(42);

	private final BenchmarkLog log = new BenchmarkLog(WARM_UP, RUNS);

	@Test
	void agency_month_view_for_200_workspaces_with_1000_campaigns() throws Exception {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		YearMonth month = YearMonth.from(today);
		long insertStart = System.nanoTime();
		int reports = 0;
		for (int w = 0; w < WORKSPACES; w++) {
			WorkspaceId workspace = w == 0 ? tenant.workspace() : tenants.workspace(tenant.agency());
			for (int c = 0; c < CAMPAIGNS_PER_WORKSPACE; c++) {
				reports += campaignWithRuns(tenant, workspace, month, today);
			}
			autoscans.replaceAll(tenant.agency(), workspace, scheduledScans(today), Instant.now());
		}
		log.line("Stored %,d campaigns and %,d scheduled scans in %d workspaces and %,d campaign reports in %.1f s",
				WORKSPACES * CAMPAIGNS_PER_WORKSPACE, WORKSPACES * AUTOSCANS_PER_WORKSPACE, WORKSPACES, reports,
				(System.nanoTime() - insertStart) / 1e9);
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

	/**
	 * Scheduled scans of every frequency, a fifth paused, next runs in the coming week.
	 */
	private List<ScheduledScan> scheduledScans(LocalDate today) {
		List<ScheduledScan> scans = new ArrayList<>();
		for (int a = 0; a < AUTOSCANS_PER_WORKSPACE; a++) {
			Instant next = today.plusDays(random.nextInt(7))
				.atTime(6 + random.nextInt(12), 30)
				.toInstant(ZoneOffset.UTC);
			int grid = 3 + 2 * random.nextInt(5);
			scans.add(new ScheduledScan(Dd010Samples.key(), "Scan " + a, Dd010Samples.PLACE, "Bakery", "coffee",
					List.of(Platform.GOOGLE), grid, FREQUENCIES[random.nextInt(FREQUENCIES.length)],
					random.nextInt(5) == 0 ? AutoscanStatus.PAUSED : AutoscanStatus.SCHEDULED, next,
					LocalDate.ofInstant(next, ZoneOffset.UTC)));
		}
		return scans;
	}

	private int campaignWithRuns(Tenant tenant, WorkspaceId workspace, YearMonth month, LocalDate today) {
		Frequency frequency = FREQUENCIES[random.nextInt(FREQUENCIES.length)];
		LocalDate start = month.minusMonths(random.nextInt(3)).atDay(1 + random.nextInt(28));
		int grid = 3 + 2 * random.nextInt(5);
		CampaignStatus status = random.nextInt(10) == 0 ? CampaignStatus.PAUSED : CampaignStatus.ACTIVE;
		Campaign campaign = new Campaign(CampaignId.random(), CampaignKey.of(Dd010Samples.key()), "Campaign",
				List.of(Dd010Samples.PLACE, "ChIJother"), List.of("bakery", "coffee"), new GridSize(grid),
				new BigDecimal("2"), Measurement.MI,
				new RunSchedule(start, LocalTime.of(6 + random.nextInt(12), 0), frequency), status,
				Campaign.Origin.LOCUS);
		campaigns.insert(workspace, campaign, null, Instant.now());
		int stored = 0;
		for (LocalDate date : campaign.schedule().datesBetween(month.atDay(1), today.minusDays(1))) {
			db.insertInto(REPORT)
				.set(REPORT.WORKSPACE_ID, workspace.value())
				.set(REPORT.TYPE, "CAMPAIGN")
				.set(REPORT.REPORT_KEY, Dd010Samples.key())
				.set(REPORT.AGENCY_ID, tenant.agency().value())
				.set(REPORT.REPORT_DATE, date)
				.set(REPORT.CAMPAIGN_KEY, campaign.key().value())
				.set(REPORT.GRID_SIZE, grid)
				.set(REPORT.SCAN_COUNT, 4)
				.set(REPORT.PAYLOAD, "{}")
				.execute();
			stored++;
		}
		return stored;
	}

}

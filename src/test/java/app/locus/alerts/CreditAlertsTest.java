package app.locus.alerts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import app.locus.agency.OverviewRows;
import app.locus.base.lock.LeasedLocks;
import app.locus.calendar.RunSchedule;
import app.locus.calendar.SystemPlannedRuns;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.calendar.repository.CalendarReadRepository;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.credits.CreditLimits;
import app.locus.credits.repository.BudgetRepository;
import app.locus.credits.repository.SnapshotRepository;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The credits alert (DD152): an account whose planned runs use up its balance within the
 * workspace's threshold in days fires once per run-out day; a workspace that used its
 * monthly budget fires once per month. The round runs on a clock the test moves.
 */
@app.locus.support.IntegrationTest
class CreditAlertsTest {

	/** Tuesday 10 March 2026, 08:00 in the agency's zone (UTC). */
	private static final Instant NOW = Instant.parse("2026-03-10T08:00:00Z");

	private static final LocalDate RENEWAL = LocalDate.of(2026, 4, 30);

	@Autowired
	DSLContext db;

	@Autowired
	ApplicationContext context;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	AlertRuleService ruleService;

	Tenant tenant;

	OverviewRows rows;

	MutableClock clock;

	CreditsWatch watch;

	@BeforeEach
	void aWorkspaceWithADailyCampaignOf25Credits() {
		tenant = new TenantFixture(db).tenant();
		rows = new OverviewRows(db, tenant.agency(), tenant.workspace());
		clock = new MutableClock(NOW);
		SystemPlannedRuns planned = new SystemPlannedRuns(context.getBean(CalendarReadRepository.class),
				context.getBean(AgencyZoneRepository.class), clock);
		CreditLimits limits = new CreditLimits(context.getBean(SnapshotRepository.class),
				context.getBean(BudgetRepository.class), context.getBean(SpendReadRepository.class), planned,
				context.getBean(AgencyZoneRepository.class), clock);
		watch = new CreditsWatch(limits, context.getBean(RuleBook.class), context.getBean(AlertDispatch.class),
				context.getBean(LeasedLocks.class));
		// one place, one keyword, 5x5 grid: 25 credits a run, every day from 11 March at
		// noon
		campaigns.insert(tenant.workspace(),
				new Campaign(CampaignId.random(), CampaignKey.of(key()), "Bakery daily", List.of("ChIJ-credits-place"),
						List.of("bakery"), new GridSize(5), new BigDecimal("2"), Measurement.MI,
						new RunSchedule(LocalDate.of(2026, 3, 11), LocalTime.NOON, Frequency.DAILY),
						CampaignStatus.ACTIVE, Campaign.Origin.LOCUS),
				null, NOW);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void credits_that_run_out_within_the_threshold_fire_for_the_staff_in_plain_words() {
		// 100 credits pay the runs of 11 to 14 March; the run of 15 March is not paid: 5
		// days
		rows.snapshot(NOW, 100, RENEWAL);

		watchOnce();

		assertThat(fired().titles(AlertKind.CREDITS_RUN_OUT)).containsExactly("Credits for Workspace "
				+ tenant.workspace() + " run out in about 5 days (15 Mar 2026) at the planned rate");
		assertThat(fired().details(AlertKind.CREDITS_RUN_OUT)).containsExactly(
				"The latest balance of 100 credits does not pay the runs the calendar plans for 15 Mar 2026. "
						+ "The subscription renews on 30 Apr 2026. Add credits or pause a campaign.");
		assertThat(fired().receivers(AlertKind.CREDITS_RUN_OUT)).containsExactlyInAnyOrder(tenant.admin().id().value(),
				tenant.manager().id().value());
	}

	@Test
	void a_run_out_further_away_than_the_threshold_does_not_fire_until_it_is_within() {
		rows.snapshot(NOW, 100, RENEWAL);
		TenantFixture.signIn(tenant.manager());
		ruleService.saveRule(tenant.workspace(), AlertKind.CREDITS_RUN_OUT, true, 4);

		watchOnce();
		assertThat(fired().titles(AlertKind.CREDITS_RUN_OUT)).isEmpty();

		ruleService.saveRule(tenant.workspace(), AlertKind.CREDITS_RUN_OUT, true, 5);
		watchOnce();
		assertThat(fired().titles(AlertKind.CREDITS_RUN_OUT)).hasSize(1);
	}

	@Test
	void credits_that_last_until_the_renewal_do_not_fire() {
		// the renewal on 14 March comes before the first run 100 credits cannot pay
		rows.snapshot(NOW, 100, LocalDate.of(2026, 3, 14));

		watchOnce();

		assertThat(fired().titles(AlertKind.CREDITS_RUN_OUT)).isEmpty();
	}

	@Test
	void the_same_forecast_fires_once_and_a_forecast_that_moves_fires_again() {
		rows.snapshot(NOW, 100, RENEWAL);
		watchOnce();
		clock.advance(Duration.ofHours(1));
		watchOnce();
		assertThat(fired().titles(AlertKind.CREDITS_RUN_OUT)).hasSize(1);

		// 50 credits pay 11 and 12 March: the run of 13 March is not paid
		rows.snapshot(clock.instant(), 50, RENEWAL);
		watchOnce();
		watchOnce();

		assertThat(fired().titles(AlertKind.CREDITS_RUN_OUT)).hasSize(2)
			.last()
			.asString()
			.contains("run out in about 3 days (13 Mar 2026)");
	}

	@Test
	void a_used_budget_fires_once_a_month() {
		rows.budget(500);
		rows.submission("COMPLETE", Instant.parse("2026-03-02T10:00:00Z"), 300);
		watchOnce();
		assertThat(fired().titles(AlertKind.BUDGET_REACHED)).isEmpty();

		rows.submission("COMPLETE", Instant.parse("2026-03-09T10:00:00Z"), 200);
		watchOnce();
		watchOnce();
		assertThat(fired().titles(AlertKind.BUDGET_REACHED))
			.containsExactly("Workspace " + tenant.workspace() + " has used its monthly budget of 500 credits");
		assertThat(fired().details(AlertKind.BUDGET_REACHED)).containsExactly(
				"500 credits spent on scans and campaign runs in Mar 2026. Spending more this month needs an agency "
						+ "admin's confirmation.");

		clock.advance(Duration.ofDays(31));
		rows.submission("COMPLETE", Instant.parse("2026-04-09T10:00:00Z"), 520);
		watchOnce();
		watchOnce();
		assertThat(fired().titles(AlertKind.BUDGET_REACHED)).hasSize(2);
	}

	/** Runs one round (waiting while another round holds the lease). */
	private void watchOnce() {
		AtomicInteger fired = new AtomicInteger(-1);
		await().atMost(Duration.ofSeconds(30)).pollInSameThread().until(() -> {
			fired.set(watch.watch());
			return fired.get() >= 0;
		});
	}

	private FiredAlerts fired() {
		return new FiredAlerts(db, tenant.workspace());
	}

	private static String key() {
		byte[] random = new byte[8];
		new java.security.SecureRandom().nextBytes(random);
		return java.util.HexFormat.of().formatHex(random).substring(0, 15);
	}

}

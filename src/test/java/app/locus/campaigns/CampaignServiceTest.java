package app.locus.campaigns;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.calendar.CalendarService;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.calendar.repository.CalendarReadRepository;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.credits.BudgetService;
import app.locus.credits.OverBudgetException;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.fixtures.TenantFixture;
import app.locus.locations.ScriptedLocations;
import app.locus.scans.CampaignRunLedger;
import app.locus.scans.SubmissionStatus;
import app.locus.scans.UnknownSpendService;
import app.locus.security.CurrentUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.WorkspaceService;
import app.locus.upstream.CallKind;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.campaigns.CampaignStatus;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class CampaignServiceTest {

	private static final String CREATE = "/v2/campaigns/create";

	private static final String RUN = "/v2/campaigns/run";

	private static final String ACCOUNT = "/v2/account";

	/** 10:00 UTC on 2 March 2026: 2:00 AM in Los Angeles. */
	private static final Instant NOW = Instant.parse("2026-03-02T10:00:00Z");

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	CampaignService campaigns;

	Tenant tenant;

	String campaignKey;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		MutableClock clock = new MutableClock(NOW);
		campaigns = new CampaignService(context.getBean(WorkspaceAccess.class), context.getBean(CostVisibility.class),
				context.getBean(CampaignRepository.class), ScriptedLocations.wire(context, upstream, clock),
				new LocalVisibilityClient(upstream), context.getBean(BudgetService.class),
				new CalendarService(context.getBean(WorkspaceAccess.class), context.getBean(CostVisibility.class),
						context.getBean(WorkspaceService.class), context.getBean(CurrentUser.class),
						context.getBean(CalendarReadRepository.class), context.getBean(AgencyZoneRepository.class),
						clock),
				context.getBean(AuditLog.class), context.getBean(AgencyZoneRepository.class),
				context.getBean(CampaignRunLedger.class), clock);
		tenant = new TenantFixture(db).tenant();
		db.update(AGENCY)
			.set(AGENCY.TIME_ZONE, "America/Los_Angeles")
			.where(AGENCY.ID.eq(tenant.agency().value()))
			.execute();
		TenantFixture.signIn(tenant.manager());
		campaignKey = Dd010Samples.key();
		upstream.on("/v1/locations/", Dd010Samples.savedLocations());
		upstream.on(CREATE, "{\"campaign_key\":\"" + campaignKey
				+ "\",\"name\":\"Weekly bakery\",\"status\":\"active\"," + "\"next_run\":\"03/09/2026 9:00 AM\"}");
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	private static CampaignInput weekly() {
		return new CampaignInput("Weekly bakery", List.of(Dd010Samples.PLACE), List.of("bakery", "croissant"), 7, "2",
				"mi", "weekly", "03/09/2026", "9:00 AM");
	}

	private static CampaignInput with(Integer grid, String radius, String date, String time) {
		return new CampaignInput("Weekly bakery", List.of(Dd010Samples.PLACE), List.of("bakery"), grid, radius, "mi",
				"weekly", date, time);
	}

	@Test
	void a_created_campaign_is_sent_in_the_spec_formats_kept_and_audited() {
		Campaign created = campaigns.create(tenant.workspace(), weekly());

		ScriptedUpstreamGateway.Call sent = upstream.callsTo(CREATE).get(0);
		assertThat(sent.field("startDate")).isEqualTo("03/09/2026");
		assertThat(sent.field("startTime")).isEqualTo("9:00 AM");
		assertThat(sent.field("gridSize")).isEqualTo("7");
		assertThat(sent.field("keyword")).isEqualTo("bakery,croissant");
		assertThat(sent.request().kind()).isEqualTo(CallKind.SPENDS_CREDITS);
		assertThat(created.creditsPerRun()).hasValue(98);
		assertThat(campaigns.list(tenant.workspace())).extracting(Campaign::key).containsExactly(created.key());
		assertThat(created.key().value()).isEqualTo(campaignKey);
		assertThat(audited("campaign.create")).isEqualTo(1);
	}

	@Test
	void the_service_refuses_each_field_the_spec_forbids_with_its_own_message() {
		Map<String, String> errors = FieldErrors.of(() -> campaigns.create(tenant.workspace(),
				new CampaignInput(" ", List.of(), List.of("a,b"), 8, "0.05", null, null, "13/01/2026", "25:00 XM")));

		assertThat(errors).containsKeys("name", "placeId", "keyword", "gridSize", "radius", "measurement", "frequency",
				"startDate", "startTime");
		assertThat(errors.get("gridSize")).contains("odd number from 3 to 21");
		assertThat(upstream.count(CREATE)).isZero();
	}

	@Test
	void grid_sizes_outside_three_to_twenty_one_or_even_are_refused_and_twenty_one_is_accepted() {
		upstream.on(ACCOUNT, Dd010Samples.account(100_000));
		for (int grid : new int[] { 1, 2, 4, 22, 23 }) {
			assertThat(FieldErrors
				.of(() -> campaigns.create(tenant.workspace(), with(grid, "2", "03/09/2026", "9:00 AM"))))
				.containsKey("gridSize");
		}
		assertThat(campaigns.quote(tenant.workspace(), with(21, "2", "03/09/2026", "9:00 AM")).creditsPerRun())
			.isEqualTo(441);
	}

	@Test
	void radius_must_be_from_a_tenth_to_one_hundred() {
		upstream.on(ACCOUNT, Dd010Samples.account(100_000));
		for (String radius : new String[] { "0", "0.09", "100.1", "ten", "" }) {
			assertThat(FieldErrors
				.of(() -> campaigns.create(tenant.workspace(), with(5, radius, "03/09/2026", "9:00 AM"))))
				.containsKey("radius");
		}
		assertThat(campaigns.quote(tenant.workspace(), with(5, "0.1", "03/09/2026", "9:00 AM")).creditsPerRun())
			.isEqualTo(25);
		assertThat(campaigns.quote(tenant.workspace(), with(5, "100", "03/09/2026", "9:00 AM")).creditsPerRun())
			.isEqualTo(25);
	}

	@Test
	void dates_must_be_real_mm_dd_yyyy_and_times_like_nine_am() {
		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), with(5, "2", "2026-03-09", "9:00 AM"))))
			.containsKey("startDate");
		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), with(5, "2", "02/30/2026", "9:00 AM"))))
			.containsKey("startDate");
		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), with(5, "2", "03/09/2026", "9 o'clock"))))
			.containsKey("startTime");
	}

	@Test
	void a_time_that_does_not_exist_is_refused_on_its_field_never_rolled_over() {
		upstream.on(ACCOUNT, Dd010Samples.account(100_000));

		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), with(5, "2", "03/09/2026", "25:61"))))
			.containsEntry("startTime", "Enter a time on the 24-hour clock, such as 09:05.");
		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), with(5, "2", "03/09/2026", "24:00"))))
			.containsKey("startTime");
		assertThat(upstream.count(CREATE)).isZero();
		campaigns.create(tenant.workspace(), with(5, "2", "03/09/2026", "18:30"));
		assertThat(upstream.callsTo(CREATE).get(0).field("startTime")).isEqualTo("6:30 PM");
	}

	@Test
	void a_missing_start_date_is_asked_for_without_naming_the_wire_format() {
		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), with(5, "2", null, "9:00 AM"))))
			.containsEntry("startDate", "Choose the start date.");
		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), with(5, "2", "02/30/2026", "9:00 AM"))))
			.containsEntry("startDate", "The start date is not a real date.");
	}

	@Test
	void a_name_longer_than_one_hundred_characters_is_refused_whole_not_cut() {
		CampaignInput long3000 = new CampaignInput("x".repeat(3000), List.of(Dd010Samples.PLACE), List.of("bakery"), 5,
				"2", "mi", "weekly", "03/09/2026", "9:00 AM");

		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), long3000))).containsEntry("name",
				"Campaign name must be at most 100 characters.");
		assertThat(upstream.count(CREATE)).isZero();
	}

	@Test
	void the_start_is_checked_against_now_in_the_agencys_zone_not_the_servers() {
		// 10:00 UTC is 2:00 AM on 2 March in Los Angeles: 1:00 AM there has passed, 3:00
		// AM has not
		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), with(5, "2", "03/02/2026", "1:00 AM"))))
			.containsKey("startDate");
		upstream.on(ACCOUNT, Dd010Samples.account(100_000));
		assertThat(campaigns.quote(tenant.workspace(), with(5, "2", "03/02/2026", "3:00 AM")).creditsPerRun())
			.isEqualTo(25);
	}

	@Test
	void a_location_not_saved_to_the_account_is_refused() {
		CampaignInput unsaved = new CampaignInput("Weekly", List.of("ChIJnotSavedAnywhere01"), List.of("bakery"), 5,
				"2", "mi", "weekly", "03/09/2026", "9:00 AM");

		assertThat(FieldErrors.of(() -> campaigns.create(tenant.workspace(), unsaved)).get("placeId"))
			.contains("not saved");
	}

	@Test
	void the_quote_shows_cost_per_run_per_month_and_the_run_out_date_before_renewal() {
		upstream.on(ACCOUNT, Dd010Samples.account(1000));

		CampaignQuote quote = campaigns.quote(tenant.workspace(), weekly());

		assertThat(quote.creditsPerRun()).isEqualTo(98);
		// April 2026 has four Mondays
		assertThat(quote.creditsPerMonth()).isEqualTo(4 * 98);
		assertThat(quote.balance()).isEqualTo(1000);
		assertThat(quote.runOutDate()).isNull();
		assertThat(quote.runsOutBeforeRenewal()).isFalse();
	}

	@Test
	void a_new_campaign_that_would_exhaust_the_credits_before_renewal_is_flagged() {
		upstream.on(ACCOUNT, Dd010Samples.account(300));

		CampaignQuote quote = campaigns.quote(tenant.workspace(), weekly());

		// 300 credits pay the runs of 9, 16 and 23 March, not the one of 30 March;
		// renewal is 1 April
		assertThat(quote.runOutDate()).isEqualTo(LocalDate.parse("2026-03-30"));
		assertThat(quote.runsOutBeforeRenewal()).isTrue();
	}

	@Test
	void run_now_with_too_few_credits_is_refused_before_sending() {
		upstream.on(ACCOUNT, Dd010Samples.account(97));
		Campaign created = campaigns.create(tenant.workspace(), weekly());

		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), created.id(), false))
			.isInstanceOf(InsufficientCampaignCreditsException.class)
			.hasMessageContaining("98 credits");
		assertThat(upstream.count(RUN)).isZero();
	}

	@Test
	void a_402_from_the_service_reads_as_too_few_credits_and_is_not_retried() {
		upstream.on(ACCOUNT, Dd010Samples.account(1000));
		upstream.fail(RUN, () -> new UpstreamException.InsufficientCredits("Insufficient credits"));
		Campaign created = campaigns.create(tenant.workspace(), weekly());

		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), created.id(), false))
			.isInstanceOf(InsufficientCampaignCreditsException.class);
		assertThat(upstream.count(RUN)).isEqualTo(1);
	}

	@Test
	void run_now_sends_once_and_is_audited() {
		upstream.on(ACCOUNT, Dd010Samples.account(1000));
		upstream.on(RUN, "{\"campaign_key\":\"" + campaignKey + "\",\"status\":\"queued\",\"credits_used\":\"98\"}");
		Campaign created = campaigns.create(tenant.workspace(), weekly());

		campaigns.runNow(tenant.workspace(), created.id(), false);

		assertThat(upstream.count(RUN)).isEqualTo(1);
		assertThat(upstream.callsTo(RUN).get(0).field("campaign_key")).isEqualTo(campaignKey);
		assertThat(audited("campaign.run")).isEqualTo(1);
	}

	@Test
	void a_run_whose_answer_is_lost_is_an_unknown_spend_of_the_ledger_and_is_never_sent_again() {
		upstream.on(ACCOUNT, Dd010Samples.account(1000));
		upstream.fail(RUN, () -> new UpstreamException.OutcomeUnknown("The connection closed before the answer"));
		Campaign created = campaigns.create(tenant.workspace(), weekly());

		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), created.id(), false))
			.isInstanceOf(UpstreamException.OutcomeUnknown.class);

		assertThat(context.getBean(UnknownSpendService.class).list(tenant.workspace()).spends()).singleElement()
			.satisfies(spend -> {
				assertThat(spend.submission().status()).isEqualTo(SubmissionStatus.UNKNOWN);
				assertThat(spend.submission().credits()).isEqualTo(98);
				assertThat(spend.submission().keyword()).isEqualTo("Weekly bakery");
				assertThat(spend.lookedFor()).contains("run of the campaign \"Weekly bakery\"");
			});
		assertThat(upstream.count(RUN)).as("sent once, never again").isEqualTo(1);
	}

	@Test
	void a_run_the_service_took_or_refused_leaves_no_unknown_spend() {
		upstream.on(ACCOUNT, Dd010Samples.account(1000));
		upstream.on(RUN, "{\"campaign_key\":\"" + campaignKey + "\",\"status\":\"queued\",\"credits_used\":\"98\"}");
		Campaign created = campaigns.create(tenant.workspace(), weekly());
		campaigns.runNow(tenant.workspace(), created.id(), false);
		upstream.fail(RUN, () -> new UpstreamException.InsufficientCredits("Insufficient credits"));
		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), created.id(), false))
			.isInstanceOf(InsufficientCampaignCreditsException.class);

		assertThat(db.select(SCAN_SUBMISSION.STATUS)
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetch(SCAN_SUBMISSION.STATUS)).containsExactlyInAnyOrder("COMPLETE", "FAILED");
		assertThat(context.getBean(UnknownSpendService.class).count(tenant.workspace())).isZero();
	}

	@Test
	void a_run_past_the_monthly_budget_needs_an_admins_confirmation_and_is_not_sent_without_it() {
		upstream.on(ACCOUNT, Dd010Samples.account(1000));
		Campaign created = campaigns.create(tenant.workspace(), weekly());
		TenantFixture.signIn(tenant.admin());
		context.getBean(BudgetService.class).setBudget(tenant.workspace(), 50L);

		TenantFixture.signIn(tenant.manager());
		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), created.id(), false))
			.isInstanceOf(ForbiddenException.class);
		TenantFixture.signIn(tenant.admin());
		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), created.id(), false))
			.isInstanceOf(OverBudgetException.class);

		assertThat(upstream.count(RUN)).isZero();
	}

	@Test
	void pause_then_resume_moves_the_status_and_only_where_allowed() {
		upstream.on("/v2/campaigns/pause", "{}").on("/v2/campaigns/resume", "{}");
		Campaign created = campaigns.create(tenant.workspace(), weekly());

		assertThat(campaigns.pause(tenant.workspace(), created.id()).status()).isEqualTo(CampaignStatus.PAUSED);
		assertThat(FieldErrors.of(() -> campaigns.pause(tenant.workspace(), created.id()))).containsKey("status");
		assertThat(campaigns.resume(tenant.workspace(), created.id()).status()).isEqualTo(CampaignStatus.ACTIVE);
		assertThat(audited("campaign.pause")).isEqualTo(2);
	}

	@Test
	void pausing_a_campaign_leaves_the_other_campaigns_of_its_workspace_as_they_were() {
		upstream.on("/v2/campaigns/pause", "{}");
		Campaign paused = campaigns.create(tenant.workspace(), weekly());
		Campaign neighbour = new Campaign(CampaignId.random(), CampaignKey.of(Dd010Samples.key()), "Monthly dental",
				paused.placeIds(), paused.keywords(), paused.gridSize(), paused.radius(), paused.measurement(),
				paused.schedule(), CampaignStatus.ACTIVE, paused.origin());
		context.getBean(CampaignRepository.class).insert(tenant.workspace(), neighbour, null, NOW);

		campaigns.pause(tenant.workspace(), paused.id());

		assertThat(campaigns.get(tenant.workspace(), neighbour.id()).status()).isEqualTo(CampaignStatus.ACTIVE);
		assertThat(campaigns.get(tenant.workspace(), paused.id()).status()).isEqualTo(CampaignStatus.PAUSED);
	}

	@Test
	void a_paused_campaign_plans_no_spend() {
		upstream.on("/v2/campaigns/pause", "{}");
		Campaign created = campaigns.create(tenant.workspace(), weekly());
		LocalDate from = LocalDate.parse("2026-03-01");
		LocalDate to = LocalDate.parse("2026-03-31");
		assertThat(campaigns.plannedSpend(tenant.workspace(), from, to)).hasSize(4);

		campaigns.pause(tenant.workspace(), created.id());

		assertThat(campaigns.plannedSpend(tenant.workspace(), from, to)).isEmpty();
	}

	@Test
	void reactivate_is_refused_unless_the_campaign_was_deactivated() {
		upstream.on("/v2/campaigns/reactivate", "{}");
		Campaign created = campaigns.create(tenant.workspace(), weekly());

		assertThat(FieldErrors.of(() -> campaigns.reactivate(tenant.workspace(), created.id()))).containsKey("status");
		assertThat(upstream.count("/v2/campaigns/reactivate")).isZero();
		context.getBean(CampaignRepository.class)
			.status(tenant.workspace(), created.id(), CampaignStatus.DEACTIVATED, NOW);
		assertThat(campaigns.reactivate(tenant.workspace(), created.id()).status()).isEqualTo(CampaignStatus.ACTIVE);
	}

	@Test
	void a_client_viewer_cannot_create_or_run() {
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> campaigns.create(tenant.workspace(), weekly())).isInstanceOf(ForbiddenException.class);
		assertThat(upstream.count(CREATE)).isZero();
	}

	@Test
	void a_campaign_of_another_workspace_is_not_found() {
		Campaign created = campaigns.create(tenant.workspace(), weekly());
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.admin());

		assertThatThrownBy(() -> campaigns.get(other.workspace(), created.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> campaigns.pause(tenant.workspace(), created.id()))
			.isInstanceOf(NotFoundException.class);
	}

	private int audited(String action) {
		return db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq(action)));
	}

}

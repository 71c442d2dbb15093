package app.locus.scans;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.calendar.CalendarService;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.fixtures.TenantFixture;
import app.locus.reports.ReportType;
import app.locus.reports.ScriptedReports;
import app.locus.reports.SyncTarget;
import app.locus.security.LocusUser;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.upstream.CallKind;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignStatus;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class ScanServiceTest {

	private static final String RUN_SCAN = "/v2/run-scan/";

	private static final String ACCOUNT = "/v2/account";

	private static final LatLng CENTER = LatLng.of(Dd010Samples.LAT, Dd010Samples.LNG);

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	CalendarService calendar;

	ScriptedUpstreamGateway upstream;

	MutableClock clock;

	ScanService scans;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		clock = MutableClock.startingNow();
		scans = ScriptedScans.wire(context, upstream, clock);
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
		upstream.on("/v1/locations/", Dd010Samples.savedLocations());
		upstream.on(ACCOUNT, Dd010Samples.account(500));
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	/** What the workspace sync's scan step settles of this workspace now. */
	private List<Reconciliation> syncReconciles() {
		return new ScanReconciliation(scans, clock).reconcile(new SyncTarget(tenant.agency(), tenant.workspace()));
	}

	@Test
	void quote_shows_the_cost_the_balance_and_the_balance_after() {
		ScanQuote quote = scans.quote(tenant.workspace(), bakery());

		assertThat(quote.cost()).isEqualTo(49);
		assertThat(quote.balance()).isEqualTo(500);
		assertThat(quote.balanceAfter()).isEqualTo(451);
		assertThat(quote.affordable()).isTrue();
		assertThat(quote.geometry().spacing()).isEqualByComparingTo("0.667");
		assertThat(quote.needsDuplicateConfirmation()).isFalse();
		assertThat(upstream.count(RUN_SCAN)).isZero();
	}

	@Test
	void quote_names_the_first_planned_run_the_balance_after_the_scan_no_longer_pays() {
		dailyCampaignFromTomorrow("Daily bakery");

		ScanQuote quote = scans.quote(tenant.workspace(), bakery());

		// 500 - 49 = 451 pays four daily runs of 98 (1 place, 2 keywords, 7 x 7), and
		// leaves 59 for the fifth; the account's renewal date (04/01/2026) is past, so
		// nothing refills it
		assertThat(quote.unpaidRun()).isNotNull();
		assertThat(quote.unpaidRun().date()).isEqualTo(calendar.today().plusDays(5));
		assertThat(quote.unpaidRun().what()).startsWith("Daily bakery");
		assertThat(quote.unpaidRun().credits()).hasValue(98);
	}

	@Test
	void quote_names_no_planned_run_while_the_balance_after_the_scan_pays_them_all() {
		upstream.on(ACCOUNT, Dd010Samples.account(100_000));
		dailyCampaignFromTomorrow("Daily bakery");

		assertThat(scans.quote(tenant.workspace(), bakery()).unpaidRun()).isNull();
	}

	private void dailyCampaignFromTomorrow(String name) {
		campaigns.insert(tenant.workspace(),
				new Campaign(CampaignId.random(), CampaignKey.of(Dd010Samples.key()), name, List.of(Dd010Samples.PLACE),
						List.of("bakery", "croissant"), new GridSize(7), new BigDecimal("2"), Measurement.MI,
						new RunSchedule(calendar.today().plusDays(1), LocalTime.of(9, 0), Frequency.DAILY),
						CampaignStatus.ACTIVE, Campaign.Origin.LOCUS),
				null, java.time.Instant.now());
	}

	@Test
	void a_google_scan_is_sent_once_completes_and_its_report_is_kept_so_viewing_it_costs_nothing() {
		String key = Dd010Samples.key();
		completesAs(key);

		Submission done = scans.submit(tenant.workspace(), bakery(), false);

		assertThat(done.status()).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(done.reportKey()).isEqualTo(key);
		assertThat(done.credits()).isEqualTo(49);
		assertThat(upstream.count(RUN_SCAN)).isEqualTo(1);
		ScriptedUpstreamGateway.Call sent = upstream.callsTo(RUN_SCAN).get(0);
		assertThat(sent.request().kind()).isEqualTo(CallKind.SPENDS_CREDITS);
		assertThat(sent.field("gridSize")).isEqualTo("7");
		assertThat(sent.field("lat")).isEqualTo(Dd010Samples.LAT);
		int callsAfterSubmit = upstream.count();
		var report = ScriptedReports.wire(context, upstream, clock)
			.service()
			.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, ReportKey.of(key));
		assertThat(report.dataPoints()).hasSize(49);
		assertThat(upstream.count()).isEqualTo(callsAfterSubmit);
		assertThat(audit("scan.submit")).containsExactly("SUCCESS");
	}

	@Test
	void submitting_is_written_to_the_ledger_before_the_scan_is_sent() {
		AtomicReference<String> statusWhenSent = new AtomicReference<>();
		upstream.on(null, RUN_SCAN, call -> {
			statusWhenSent.set(db.select(SCAN_SUBMISSION.STATUS)
				.from(SCAN_SUBMISSION)
				.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(tenant.workspace().value()))
				.fetchOne(SCAN_SUBMISSION.STATUS));
			return ScriptedUpstreamGateway
				.accepted("{\"report_key\":\"" + Dd010Samples.key() + "\",\"status\":\"pending\",\"credits_used\":49}");
		});

		scans.submit(tenant.workspace(), bakery().withPlatform(Platform.APPLE, false), false);

		assertThat(statusWhenSent.get()).isEqualTo("SUBMITTING");
	}

	@Test
	void the_same_settings_within_five_minutes_need_a_second_confirmation_from_anyone() {
		completesAs(Dd010Samples.key());
		scans.submit(tenant.workspace(), bakery(), false);
		clock.advance(Duration.ofMinutes(4));

		assertThat(scans.quote(tenant.workspace(), bakery()).needsDuplicateConfirmation()).isTrue();
		assertThatThrownBy(() -> scans.submit(tenant.workspace(), bakery(), false))
			.isInstanceOf(DuplicateSubmissionException.class)
			.hasMessageContaining("4 min ago")
			.hasMessageContaining("49 credits");
		assertThatThrownBy(() -> scans.submit(tenant.workspace(), bakery().withKeyword("  SOURDOUGH   bakery "), false))
			.isInstanceOf(DuplicateSubmissionException.class);
		TenantFixture.signIn(tenant.admin());
		assertThatThrownBy(() -> scans.submit(tenant.workspace(), bakery(), false))
			.isInstanceOf(DuplicateSubmissionException.class);
		assertThat(upstream.count(RUN_SCAN)).isEqualTo(1);

		completesAs(Dd010Samples.key());
		scans.submit(tenant.workspace(), bakery(), true);
		assertThat(upstream.count(RUN_SCAN)).isEqualTo(2);
	}

	@Test
	void two_submissions_of_the_same_scan_at_the_same_moment_send_it_once() throws Exception {
		completesAs(Dd010Samples.key());
		CyclicBarrier together = new CyclicBarrier(2);
		ExecutorService tabs = Executors.newFixedThreadPool(2);
		try {
			List<Future<String>> outcomes = new ArrayList<>();
			for (LocusUser user : List.of(tenant.manager(), tenant.admin())) {
				outcomes.add(tabs.submit(() -> {
					TenantFixture.signIn(user);
					together.await();
					try {
						return scans.submit(tenant.workspace(), bakery(), false).status().name();
					}
					catch (DuplicateSubmissionException ex) {
						return "DUPLICATE";
					}
					finally {
						TenantFixture.signOut();
					}
				}));
			}
			List<String> results = new ArrayList<>();
			for (Future<String> outcome : outcomes) {
				results.add(outcome.get(30, TimeUnit.SECONDS));
			}

			assertThat(results).containsExactlyInAnyOrder("COMPLETE", "DUPLICATE");
			assertThat(upstream.count(RUN_SCAN)).isEqualTo(1);
		}
		finally {
			tabs.shutdownNow();
		}
	}

	@Test
	void other_settings_a_refused_submission_or_six_minutes_later_are_not_duplicates() {
		completesAs(Dd010Samples.key());
		scans.submit(tenant.workspace(), bakery(), false);

		assertThat(scans.quote(tenant.workspace(), bakery().withGridSize(9)).needsDuplicateConfirmation()).isFalse();
		clock.advance(Duration.ofMinutes(6));
		assertThat(scans.quote(tenant.workspace(), bakery()).needsDuplicateConfirmation()).isFalse();

		upstream.fail(RUN_SCAN, () -> new UpstreamException.BadRequest("Bad Request", "keyword is invalid"));
		assertThatThrownBy(() -> scans.submit(tenant.workspace(), bakery().withRadius(new BigDecimal("3")), false))
			.isInstanceOf(UpstreamException.BadRequest.class);
		assertThat(
				scans.quote(tenant.workspace(), bakery().withRadius(new BigDecimal("3"))).needsDuplicateConfirmation())
			.isFalse();
		assertThat(scans.recentSubmissions(tenant.workspace()).get(0).status()).isEqualTo(SubmissionStatus.FAILED);
	}

	@Test
	void a_short_balance_is_refused_before_anything_is_sent() {
		upstream.on(ACCOUNT, Dd010Samples.account(20));

		assertThat(scans.quote(tenant.workspace(), bakery()).affordable()).isFalse();
		assertThatThrownBy(() -> scans.submit(tenant.workspace(), bakery(), false))
			.isInstanceOf(InsufficientCreditsException.class)
			.hasMessage(InsufficientCreditsException.message(49));
		assertThat(upstream.count(RUN_SCAN)).isZero();
		assertThat(scans.recentSubmissions(tenant.workspace())).isEmpty();
		assertThat(audit("scan.submit")).containsExactly("DENIED");
	}

	@Test
	void the_services_402_reads_the_same_as_a_short_balance() {
		upstream.fail(RUN_SCAN, () -> new UpstreamException.InsufficientCredits("Insufficient credits"));

		assertThatThrownBy(() -> scans.submit(tenant.workspace(), bakery(), false))
			.isInstanceOf(InsufficientCreditsException.class)
			.hasMessage(InsufficientCreditsException.message(49));
		assertThat(scans.recentSubmissions(tenant.workspace())).singleElement()
			.satisfies(row -> assertThat(row.status()).isEqualTo(SubmissionStatus.FAILED));
		assertThat(audit("scan.submit")).containsExactly("FAILURE");
	}

	@Test
	void an_ambiguous_failure_is_unknown_never_sent_again_and_reconciled_from_the_listing() {
		upstream.fail(RUN_SCAN, () -> new UpstreamException.OutcomeUnknown("Timed out after sending"));

		Submission unknown = scans.submit(tenant.workspace(), bakery(), false);

		assertThat(unknown.status()).isEqualTo(SubmissionStatus.UNKNOWN);
		assertThat(audit("scan.submit")).containsExactly("UNKNOWN");
		upstream.on("/v1/reports/", Dd010Samples.listing("reports", null, List.of()));
		assertThat(syncReconciles()).singleElement()
			.satisfies(result -> assertThat(result.outcome()).isEqualTo(Reconciliation.Outcome.PENDING));

		String key = Dd010Samples.key();
		String earlier = Dd010Samples.key();
		upstream.on("/v1/reports/",
				Dd010Samples.listing("reports", null, List.of(Dd010Samples.scanAt(key, clock.instant().plusSeconds(40)),
						Dd010Samples.scanAt(earlier, clock.instant().minus(Duration.ofHours(3))))));
		List<Reconciliation> settled = syncReconciles();

		assertThat(settled).singleElement().satisfies(result -> {
			assertThat(result.outcome()).isEqualTo(Reconciliation.Outcome.SETTLED);
			assertThat(result.submission().status()).isEqualTo(SubmissionStatus.COMPLETE);
			assertThat(result.submission().reportKey()).isEqualTo(key);
		});
		ScriptedUpstreamGateway.Call listing = upstream.callsTo("/v1/reports/").get(1);
		assertThat(listing.field("placeId")).isEqualTo(Dd010Samples.PLACE);
		assertThat(listing.field("keyword")).isEqualTo("sourdough bakery");
		assertThat(listing.field("grid_size")).isEqualTo("7");
		assertThat(listing.field("platform")).isEqualTo("google");
		assertThat(upstream.count(RUN_SCAN)).isEqualTo(1);
		assertThat(syncReconciles()).isEmpty();
	}

	@Test
	void an_unknown_submission_without_a_report_after_the_grace_period_stays_unknown_and_unsent() {
		upstream.fail(RUN_SCAN, () -> new UpstreamException.ServerError(502, "Bad Gateway"));
		scans.submit(tenant.workspace(), bakery(), false);
		upstream.on("/v1/reports/", Dd010Samples.listing("reports", null, List.of()));
		clock.advance(ScanService.RECONCILE_GRACE.plusMinutes(1));

		assertThat(syncReconciles()).singleElement().satisfies(result -> {
			assertThat(result.outcome()).isEqualTo(Reconciliation.Outcome.UNCONFIRMED);
			assertThat(result.submission().status()).isEqualTo(SubmissionStatus.UNKNOWN);
		});
		assertThat(upstream.count(RUN_SCAN)).isEqualTo(1);
	}

	@Test
	void a_report_already_claimed_by_another_submission_does_not_settle_an_unknown_one() {
		String key = Dd010Samples.key();
		completesAs(key);
		scans.submit(tenant.workspace(), bakery(), false);
		upstream.fail(RUN_SCAN, () -> new UpstreamException.OutcomeUnknown("reset"));
		scans.submit(tenant.workspace(), bakery(), true);
		upstream.on("/v1/reports/", Dd010Samples.listing("reports", null,
				List.of(Dd010Samples.scanAt(key, clock.instant().plusSeconds(5)))));

		assertThat(syncReconciles()).singleElement()
			.satisfies(result -> assertThat(result.outcome()).isEqualTo(Reconciliation.Outcome.PENDING));
	}

	@Test
	void a_report_the_service_answers_202_pending_keeps_the_scan_queued_without_an_error_and_one_call_per_poll() {
		String key = Dd010Samples.key();
		upstream.on(null, RUN_SCAN, call -> ScriptedUpstreamGateway
			.accepted("{\"report_key\":\"" + key + "\",\"status\":\"pending\",\"credits_used\":49}"));
		upstream.on(null, "/v1/reports/" + key + "/",
				call -> ScriptedUpstreamGateway.accepted("{\"report_key\":\"" + key + "\",\"status\":\"pending\"}"));
		Submission queued = scans.submit(tenant.workspace(), bakery().withPlatform(Platform.CHATGPT, false), false);

		assertThat(scans.checkProgress(tenant.workspace(), queued.id()).status()).isEqualTo(SubmissionStatus.QUEUED);
		assertThat(scans.checkProgress(tenant.workspace(), queued.id()).status()).isEqualTo(SubmissionStatus.QUEUED);
		assertThat(upstream.count("/v1/reports/" + key + "/")).isEqualTo(2);
	}

	@Test
	void a_queued_scan_is_polled_until_its_report_is_there() {
		String key = Dd010Samples.key();
		upstream.on(null, RUN_SCAN, call -> ScriptedUpstreamGateway
			.accepted("{\"report_key\":\"" + key + "\",\"status\":\"pending\",\"credits_used\":49}"));

		Submission queued = scans.submit(tenant.workspace(), bakery().withPlatform(Platform.CHATGPT, false), false);

		assertThat(queued.status()).isEqualTo(SubmissionStatus.QUEUED);
		assertThat(scans.checkProgress(tenant.workspace(), queued.id()).status()).isEqualTo(SubmissionStatus.QUEUED);
		ObjectNode report = Dd010Samples.scan(key, LocalDate.now(clock)).put("platform", "chatgpt");
		report.set("data_points", Dd010Samples.dataPoints(7, 1));
		upstream.on("/v1/reports/" + key + "/", report.toString());
		assertThat(scans.checkProgress(tenant.workspace(), queued.id()).status()).isEqualTo(SubmissionStatus.COMPLETE);
		int calls = upstream.count();
		assertThat(scans.checkProgress(tenant.workspace(), queued.id()).status()).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(upstream.count()).isEqualTo(calls);
	}

	@Test
	void a_queued_scan_completes_when_the_background_sync_brings_its_report() {
		String key = Dd010Samples.key();
		upstream.on(null, RUN_SCAN, call -> ScriptedUpstreamGateway
			.accepted("{\"report_key\":\"" + key + "\",\"status\":\"pending\",\"credits_used\":49}"));
		Submission queued = scans.submit(tenant.workspace(), bakery().withPlatform(Platform.APPLE, false), false);
		upstream.on("/v1/reports/", Dd010Samples.listing("reports", null,
				List.of(Dd010Samples.scan(key, LocalDate.now(clock)).put("platform", "apple"))));
		upstream.on("/v1/competitor-reports/", Dd010Samples.listing("reports", null, List.of()));
		upstream.on("/v1/trend-reports/", Dd010Samples.listing("reports", null, List.of()));
		upstream.on("/v1/campaigns/", Dd010Samples.listing("campaigns", null, List.of()));

		ScriptedReports.wire(context, upstream, clock).service().syncNow(tenant.workspace());

		assertThat(scans.submission(tenant.workspace(), queued.id()).status()).isEqualTo(SubmissionStatus.COMPLETE);
	}

	@Test
	void html_in_the_keyword_is_kept_as_plain_text() {
		completesAs(Dd010Samples.key());
		String keyword = "<b>bakery</b> & <script>alert(1)</script>";

		Submission done = scans.submit(tenant.workspace(), bakery().withKeyword(keyword), false);

		assertThat(done.keyword()).isEqualTo(keyword);
		assertThat(upstream.callsTo(RUN_SCAN).get(0).field("keyword")).isEqualTo(keyword);
	}

	@Test
	void every_field_is_checked_before_anything_is_spent() {
		assertThat(errors(bakery().withGridSize(4))).containsOnlyKeys("gridSize");
		assertThat(errors(bakery().withGridSize(17))).containsOnlyKeys("gridSize");
		assertThat(errors(bakery().withGridSize(null))).containsOnlyKeys("gridSize");
		assertThat(errors(bakery().withRadius(BigDecimal.ZERO))).containsOnlyKeys("radius");
		assertThat(errors(bakery().withRadius(new BigDecimal("101")))).containsOnlyKeys("radius");
		assertThat(errors(bakery().withKeyword(""))).containsEntry("keyword", "Keyword is required.");
		assertThat(errors(bakery().withKeyword("x".repeat(500)))).containsEntry("keyword",
				"Keyword must be at most 100 characters.");
		assertThat(errors(bakery().withKeyword("bread, cakes"))).containsEntry("keyword",
				"Keyword must not contain commas (commas separate keywords).");
		assertThat(errors(bakery().withKeyword("bakery\u0007"))).containsOnlyKeys("keyword");
		assertThat(errors(bakery().withPlatform(Platform.APPLE, true))).containsOnlyKeys("aiAnalysis");
		assertThat(errors(bakery().withPlatform(null, false))).containsOnlyKeys("platform");
		assertThat(errors(bakery().withCenter(new BigDecimal("91"), BigDecimal.ZERO))).containsOnlyKeys("lat");
		assertThat(errors(bakery().withCenter(BigDecimal.ZERO, new BigDecimal("-181")))).containsOnlyKeys("lng");
		assertThat(errors(new ScanInput(" ", "bakery", BigDecimal.ONE, BigDecimal.ONE, 7, BigDecimal.ONE,
				Measurement.MI, Platform.GOOGLE, false)))
			.containsOnlyKeys("placeId");
		assertThat(errors(new ScanInput(Dd010Samples.PLACE, "bakery", BigDecimal.ONE, BigDecimal.ONE, 7, BigDecimal.ONE,
				null, Platform.GOOGLE, false)))
			.containsOnlyKeys("measurement");
		assertThat(errors(new ScanInput("ChIJnotSavedYet", "bakery", BigDecimal.ONE, BigDecimal.ONE, 7, BigDecimal.ONE,
				Measurement.MI, Platform.GOOGLE, false)))
			.containsOnlyKeys("placeId");
		assertThat(upstream.count(RUN_SCAN)).isZero();
		assertThat(scans.recentSubmissions(tenant.workspace())).isEmpty();
	}

	@Test
	void a_client_viewer_cannot_run_scans_and_other_workspaces_submissions_are_not_found() {
		completesAs(Dd010Samples.key());
		Submission mine = scans.submit(tenant.workspace(), bakery(), false);
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> scans.submit(tenant.workspace(), bakery(), true))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> scans.quote(tenant.workspace(), bakery())).isInstanceOf(ForbiddenException.class);
		assertThat(scans.submission(tenant.workspace(), mine.id()).id()).isEqualTo(mine.id());

		Tenant stranger = new TenantFixture(db).tenant();
		TenantFixture.signIn(stranger.manager());
		assertThatThrownBy(() -> scans.submission(stranger.workspace(), mine.id()))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> scans.checkProgress(stranger.workspace(), mine.id()))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> scans.submission(tenant.workspace(), mine.id())).isInstanceOf(NotFoundException.class);
		TenantFixture.signIn(new TenantFixture(db).user(tenant.agency(), Role.ACCOUNT_MANAGER));
		assertThatThrownBy(() -> scans.recentSubmissions(tenant.workspace())).isInstanceOf(NotFoundException.class);
		ScanLedgerRepository ledger = context.getBean(ScanLedgerRepository.class);
		assertThat(ledger.find(stranger.agency(), tenant.workspace(), mine.id())).isEmpty();
		assertThat(ledger.recent(stranger.agency(), tenant.workspace(), 10)).isEmpty();
		assertThat(ledger.find(tenant.agency(), tenant.workspace(), mine.id())).isPresent();
	}

	private void completesAs(String key) {
		upstream.on(RUN_SCAN, "{\"report_key\":\"" + key + "\",\"status\":\"complete\",\"credits_used\":49,"
				+ "\"arp\":\"3.42\",\"atrp\":\"2.10\",\"solv\":\"61.22\",\"found_in\":\"45\"}");
		ObjectNode report = Dd010Samples.scan(key, LocalDate.now(clock));
		report.set("data_points", Dd010Samples.dataPoints(7, 1, 1, 2, 3, 5, 8, 13));
		upstream.on("/v1/reports/" + key + "/", report.toString());
	}

	private static ScanInput bakery() {
		return ScanInput.google(Dd010Samples.PLACE, CENTER, "sourdough bakery", new BigDecimal("2"), Measurement.MI);
	}

	private Map<String, String> errors(ScanInput input) {
		return FieldErrors.of(() -> scans.submit(tenant.workspace(), input, false));
	}

	private List<String> audit(String action) {
		return db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq(action)))
			.orderBy(AUDIT_EVENT.ID)
			.fetch(AUDIT_EVENT.OUTCOME);
	}

}

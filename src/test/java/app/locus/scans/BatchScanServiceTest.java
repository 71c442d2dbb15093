package app.locus.scans;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.ValidationException;
import app.locus.credits.BudgetService;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.locations.ScriptedLocations;
import app.locus.reports.BatchOption;
import app.locus.reports.GalleryFilter;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.reports.ScriptedReports;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class BatchScanServiceTest {

	private static final String RUN_SCAN = "/v2/run-scan/";

	/** A 7 × 7 grid: one credit per point. */
	private static final int SCAN_COST = 49;

	private static final GridSettings SEVEN_BY_SEVEN = new GridSettings(7, new BigDecimal("2"), Measurement.MI,
			Platform.GOOGLE, false);

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	MutableClock clock;

	BatchScanService batches;

	ReportService reports;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		clock = MutableClock.startingNow();
		ScanService scans = ScriptedScans.wire(context, upstream, clock);
		batches = new BatchScanService(context.getBean(WorkspaceAccess.class), scans,
				ScriptedLocations.wire(context, upstream, clock), context.getBean(ScanLedgerRepository.class),
				context.getBean(BudgetService.class), context.getBean(AuditLog.class), clock);
		reports = ScriptedReports.wire(context, upstream, clock).service();
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
		upstream.on("/v1/locations/", Dd010Samples.savedLocations());
		upstream.on("/v2/account", Dd010Samples.account(500));
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void the_preview_shows_each_scans_cost_and_the_batch_total_against_the_balance() {
		BatchQuote quote = batches.quote(tenant.workspace(), batchOf("sourdough bakery", "croissant", "rye bread"));

		assertThat(quote.scans()).extracting(BatchScan::keyword)
			.containsExactly("sourdough bakery", "croissant", "rye bread");
		assertThat(quote.scans()).extracting(BatchScan::cost).containsOnly(SCAN_COST);
		assertThat(quote.total()).isEqualTo(3 * SCAN_COST);
		assertThat(quote.balance()).isEqualTo(500);
		assertThat(quote.balanceAfter()).isEqualTo(500 - 3 * SCAN_COST);
		assertThat(quote.affordable()).isTrue();
		assertThat(upstream.count(RUN_SCAN)).isZero();
	}

	@Test
	void keywords_are_trimmed_and_repeats_and_blank_lines_dropped() {
		assertThat(BatchScanService.keywords("  Sourdough   bakery \n\nsourdough bakery\r\ncroissant\n  \n"))
			.containsExactly("Sourdough bakery", "croissant");
	}

	@Test
	void one_failed_scan_does_not_stop_the_others_and_is_shown_on_its_own() {
		Map<String, String> keys = completeEachExcept("broken");
		List<BatchProgress> steps = Collections.synchronizedList(new ArrayList<>());

		BatchProgress last = batches.run(tenant.workspace(), batchOf("sourdough bakery", "broken", "rye bread"), false,
				false, steps::add);

		assertThat(upstream.count(RUN_SCAN)).isEqualTo(3);
		assertThat(last.scans()).extracting(state -> state.scan().keyword())
			.containsExactly("sourdough bakery", "broken", "rye bread");
		assertThat(last.scans().get(0).submission().status()).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(last.scans().get(1).describe()).startsWith("Failed").contains("keyword is invalid");
		assertThat(last.scans().get(2).submission().reportKey()).isEqualTo(keys.get("rye bread"));
		assertThat(last.sent()).isEqualTo(2);
		assertThat(last.done()).isEqualTo(2);
		assertThat(last.failed()).isEqualTo(1);
		assertThat(steps).as("every scan is shown waiting, sending and sent").hasSize(1 + 2 * 3);
		assertThat(db.fetchCount(SCAN_SUBMISSION, SCAN_SUBMISSION.BATCH_ID.eq(last.batch().value())))
			.as("each scan reserved in the ledger once, the failed one too")
			.isEqualTo(3);
		assertThat(audit("scan.batch")).containsExactly("SUCCESS");
	}

	@Test
	void the_batchs_reports_are_grouped_in_the_gallery() {
		completeEachExcept("none");
		BatchProgress last = batches.run(tenant.workspace(), batchOf("sourdough bakery", "croissant", "rye bread"),
				false, false, step -> {
				});

		List<BatchOption> listed = reports.galleryBatches(tenant.workspace());
		assertThat(listed).singleElement().satisfies(option -> {
			assertThat(option.id()).isEqualTo(last.batch());
			assertThat(option.scans()).isEqualTo(3);
		});
		GalleryFilter onlyTheBatch = GalleryFilter.of(ReportType.SCAN).withBatch(last.batch());
		assertThat(reports.count(tenant.workspace(), onlyTheBatch)).isEqualTo(3);
	}

	@Test
	void a_batch_the_balance_does_not_cover_is_refused_before_anything_is_sent() {
		upstream.on("/v2/account", Dd010Samples.account(100));

		assertThatThrownBy(() -> batches.run(tenant.workspace(), batchOf("sourdough bakery", "croissant", "rye bread"),
				false, false, step -> {
				}))
			.isInstanceOf(InsufficientCreditsException.class);
		assertThat(upstream.count(RUN_SCAN)).isZero();
		assertThat(db.fetchCount(SCAN_SUBMISSION, SCAN_SUBMISSION.WORKSPACE_ID.eq(tenant.workspace().value())))
			.isZero();
		assertThat(audit("scan.batch")).containsExactly("DENIED");
	}

	@Test
	void refuses_a_client_viewer() {
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> batches.quote(tenant.workspace(), batchOf("croissant")))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> batches.run(tenant.workspace(), batchOf("croissant"), false, false, step -> {
		})).isInstanceOf(ForbiddenException.class);
		assertThat(upstream.count(RUN_SCAN)).isZero();
	}

	@Test
	void refuses_no_keywords_too_many_keywords_and_no_location_with_a_message_each() {
		assertThat(fieldError(batchOf(" ", ""), "keywords")).isEqualTo("Enter at least one keyword, one per line.");
		List<String> many = new ArrayList<>();
		for (int i = 1; i <= BatchScanService.MAX_KEYWORDS + 1; i++) {
			many.add("keyword " + i);
		}
		assertThat(fieldError(new BatchInput(many, List.of(Dd010Samples.PLACE), SEVEN_BY_SEVEN), "keywords"))
			.contains("at most 20 keywords", "has 21");
		assertThat(fieldError(new BatchInput(List.of("croissant"), List.of(), SEVEN_BY_SEVEN), "locations"))
			.isEqualTo("Choose at least one saved location.");
		assertThat(fieldError(batchOf("croissant, rye"), "keywords")).startsWith("\"croissant, rye\": ");
		assertThat(upstream.count(RUN_SCAN)).isZero();
	}

	@Test
	void an_even_grid_is_refused_on_the_settings_field() {
		BatchInput even = new BatchInput(List.of("croissant"), List.of(Dd010Samples.PLACE),
				new GridSettings(4, new BigDecimal("2"), Measurement.MI, Platform.GOOGLE, false));

		assertThat(fieldError(even, "gridSize")).contains("odd");
	}

	private String fieldError(BatchInput input, String field) {
		try {
			batches.quote(tenant.workspace(), input);
		}
		catch (ValidationException ex) {
			return ex.fieldErrors().get(field);
		}
		throw new AssertionError("expected the batch to be refused");
	}

	private static BatchInput batchOf(String... keywords) {
		return new BatchInput(List.of(keywords), List.of(Dd010Samples.PLACE), SEVEN_BY_SEVEN);
	}

	/** Every scan completes with a report of its own but the one with this keyword. */
	private Map<String, String> completeEachExcept(String refused) {
		Map<String, String> keys = new java.util.concurrent.ConcurrentHashMap<>();
		upstream.on(null, RUN_SCAN, call -> {
			String keyword = call.field("keyword");
			if (keyword.equals(refused)) {
				throw new UpstreamException.BadRequest("Bad Request", "keyword is invalid");
			}
			String key = keys.computeIfAbsent(keyword, any -> Dd010Samples.key());
			ObjectNode report = Dd010Samples.scan(key, LocalDate.now(clock));
			report.put("keyword", keyword);
			report.set("data_points", Dd010Samples.dataPoints(7, 1, 1, 2, 3, 5, 8, 13));
			upstream.on("/v1/reports/" + key + "/", report.toString());
			return ScriptedUpstreamGateway.ok("{\"report_key\":\"" + key
					+ "\",\"status\":\"complete\",\"credits_used\":49,\"arp\":\"3.42\",\"atrp\":\"2.10\","
					+ "\"solv\":\"61.22\",\"found_in\":\"45\"}");
		});
		return keys;
	}

	private List<String> audit(String action) {
		return db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq(action)))
			.orderBy(AUDIT_EVENT.ID)
			.fetch(AUDIT_EVENT.OUTCOME);
	}

}

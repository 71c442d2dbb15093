package app.locus.aivisibility;

import static app.locus.db.Tables.REPORT;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import app.locus.aivisibility.repository.AiAnswerRepository;
import app.locus.base.OpaqueId;
import app.locus.fixtures.BenchmarkLog;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.ReportDetail;
import app.locus.reports.ReportService;
import app.locus.reports.ReportSync;
import app.locus.reports.ReportType;
import app.locus.reports.SyncTarget;
import app.locus.reports.heatmap.Heatmap;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.scans.ScanRequest;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The AI visibility page of a busy location (issue 49): 20 keywords × 5 engines × 52
 * weekly scans of 7×7 (5,200 AI scans, each naming 8 of 30 rival businesses and citing 6
 * of 40 sites) plus a year of weekly Google map scans of the same keywords. Median and
 * p95 of the server time of {@link AiVisibilityService#visibility} over 200 runs after a
 * warm-up, and of one point's answer on an AI scan's map (the stored scan read, its
 * heatmap built, the point's answer taken), as the report page does it. Run with
 * {@code ./mvnw -B -Pbench test -Dtest=AiVisibilityBenchmark}; figures go to the console
 * and {@code target/benchmarks/ai-visibility.txt}.
 */
@IntegrationTest
class AiVisibilityBenchmark {

	private static final int KEYWORDS = 20;

	private static final int WEEKS = 52;

	private static final int GRID = 7;

	private static final int POINTS = GRID * GRID;

	private static final int RIVALS = 30;

	private static final int SITES = 40;

	/** The simulator queues a scan for a few seconds. */
	private static final int SYNC_ROUNDS = 60;

	private static final int WARM_UP = 50;

	private static final int RUNS = 200;

	@Autowired
	DSLContext db;

	@Autowired
	AiAnswerRepository answers;

	@Autowired
	AiVisibilityService service;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	LocalVisibilityClient client;

	@Autowired
	ReportSync sync;

	@Autowired
	ReportService reports;

	private final Random random = new Random(49);

	private final BenchmarkLog log = new BenchmarkLog(WARM_UP, RUNS);

	@Test
	void ai_visibility_of_5200_scans() throws Exception {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "AI benchmark", 1_000_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		Tenant tenant = simulated.tenant();
		String place = DemoData.BLUE_BOTTLE_DIVISION;
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		long start = System.nanoTime();
		for (int k = 0; k < KEYWORDS; k++) {
			String keyword = "keyword " + k;
			for (int week = 0; week < WEEKS; week++) {
				LocalDate date = today.minusWeeks(week);
				for (Platform engine : AiVisibility.ENGINES) {
					store(tenant, place, keyword, engine, date);
				}
				mapScan(tenant, place, keyword, date);
			}
		}
		log.line("Stored %,d AI scans (%d keywords × %d engines × %d weeks, %d×%d) and %,d map scans in %.1f s",
				KEYWORDS * AiVisibility.ENGINES.size() * WEEKS, KEYWORDS, AiVisibility.ENGINES.size(), WEEKS, GRID,
				GRID, KEYWORDS * WEEKS, (System.nanoTime() - start) / 1e9);
		db.fetch("analyze table ai_answer_scan, ai_answer_business, ai_answer_source, report");

		ReportKey answered = oneRealAiScan(tenant);
		log.measure("AI visibility page: 20 keywords × 5 engines, the last 28 days against the 28 before",
				() -> service.visibility(tenant.workspace(), place).keywords().size());
		log.measure("One point's answer on a 7×7 ChatGPT scan's map", () -> pointAnswer(tenant, answered));
		TenantFixture.signOut();
		log.write("ai-visibility");
	}

	private void store(Tenant tenant, String place, String keyword, Platform engine, LocalDate date) {
		int answeredPoints = POINTS - random.nextInt(5);
		int named = random.nextInt(answeredPoints + 1);
		List<AnswerDigest.Named> businesses = new ArrayList<>();
		for (int b = 0; b < 8; b++) {
			int rival = (b * 7 + random.nextInt(RIVALS)) % RIVALS;
			String id = "ChIJ-rival-" + rival;
			if (businesses.stream().noneMatch(named1 -> named1.placeId().equals(id))) {
				businesses.add(new AnswerDigest.Named(id, "Rival " + rival, 1 + random.nextInt(answeredPoints),
						answeredPoints * 3));
			}
		}
		List<AnswerDigest.Cited> sources = new ArrayList<>();
		for (int s = 0; s < 6; s++) {
			String domain = "site" + ((s * 5 + random.nextInt(SITES)) % SITES) + ".example";
			if (sources.stream().noneMatch(cited -> cited.domain().equals(domain))) {
				int citations = 1 + random.nextInt(answeredPoints);
				sources.add(new AnswerDigest.Cited(domain, SourceKind.OTHER, citations, random.nextInt(citations + 1)));
			}
		}
		AnsweredScan scan = new AnsweredScan(OpaqueId.next(), place, "Division St", keyword, engine, GRID, date, POINTS,
				answeredPoints, named, named * 2);
		answers.store(tenant.agency(), tenant.workspace(), scan,
				new AnswerDigest(POINTS, answeredPoints, named, named * 2, businesses, sources));
	}

	private void mapScan(Tenant tenant, String place, String keyword, LocalDate date) {
		db.insertInto(REPORT)
			.set(REPORT.WORKSPACE_ID, tenant.workspace().value())
			.set(REPORT.AGENCY_ID, tenant.agency().value())
			.set(REPORT.TYPE, "SCAN")
			.set(REPORT.REPORT_KEY, OpaqueId.next().substring(0, 15))
			.set(REPORT.REPORT_DATE, date)
			.set(REPORT.PLACE_ID, place)
			.set(REPORT.KEYWORD, keyword)
			.set(REPORT.PLATFORM, Platform.GOOGLE.code())
			.set(REPORT.GRID_SIZE, GRID)
			.set(REPORT.RADIUS, new BigDecimal("2.000"))
			.set(REPORT.UNIT, "mi")
			.set(REPORT.SOLV, BigDecimal.valueOf(random.nextInt(10_000), 2))
			.set(REPORT.PAYLOAD, "{}")
			.execute();
	}

	/** A ChatGPT scan made by the simulator and synced, its data points stored. */
	private ReportKey oneRealAiScan(Tenant tenant) throws InterruptedException {
		TenantFixture.signIn(tenant.admin());
		client.scans()
			.run(tenant.workspace(), Lane.BACKGROUND,
					new ScanRequest(new PlaceId(DemoData.BLUE_BOTTLE_DIVISION), Keyword.of("bakery"),
							LatLng.of("45.504812", "-122.629771"), GridSize.forScan(GRID), Radius.of("2"),
							Measurement.MI, Platform.CHATGPT, false, false));
		String key = null;
		for (int round = 0; round < SYNC_ROUNDS && key == null; round++) {
			sync.sync(new SyncTarget(tenant.agency(), tenant.workspace()), Duration.ZERO);
			key = db.select(REPORT.REPORT_KEY)
				.from(REPORT)
				.where(REPORT.WORKSPACE_ID.eq(tenant.workspace().value()))
				.and(REPORT.PLATFORM.eq(Platform.CHATGPT.code()))
				.and(REPORT.GRID_SIZE.eq(GRID))
				.orderBy(REPORT.REPORT_DATE.desc())
				.limit(1)
				.fetchOne(REPORT.REPORT_KEY);
			if (key == null) {
				Thread.sleep(1_000);
			}
		}
		ReportKey made = new ReportKey(java.util.Objects.requireNonNull(key, "the simulator made no ChatGPT scan"));
		reports.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, made);
		return made;
	}

	private int pointAnswer(Tenant tenant, ReportKey key) {
		ReportDetail detail = reports.detailWithDataPoints(tenant.workspace(), ReportType.SCAN, key);
		Heatmap heatmap = Heatmap.of(detail.ranks(), detail.card().geometry(), detail.card().center(),
				detail.dataPoints(), detail.card().placeId(), null);
		Heatmap.Answer answer = heatmap.points().get(POINTS / 2).answer();
		return answer == null ? 0 : answer.named().size();
	}

}

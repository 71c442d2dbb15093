package app.locus.clientreports;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import app.locus.upstream.api.Platform.PrimaryMetric;
import app.locus.base.i18n.Language;
import app.locus.base.i18n.MessageBundles;
import app.locus.clientreports.pdf.ClientReportPdf;
import app.locus.fixtures.BenchmarkLog;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.RankGrid;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.BrandingService;
import app.locus.upstream.api.Measurement;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * One client report PDF with four heatmaps (15 x 15 grids) and two trend charts (four
 * keywords scanned every other day over 30 days) and every section (DD146): median and
 * p95 of {@link ClientReportPdf#render} alone, and of
 * {@link ClientReportService#generateNow} (read the stored scans, render, store the PDF).
 * Run with
 * {@code ./mvnw -B -Pbench test -Dtest=ClientReportPdfBenchmark -Dsurefire.failIfNoSpecifiedTests=false};
 * figures go to the console and {@code target/benchmarks/client-report-pdf.txt}.
 */
@IntegrationTest
class ClientReportPdfBenchmark {

	private static final int KEYWORDS = 4;

	private static final int GRID = 15;

	private static final int DAYS = 30;

	private static final int WARM_UP = 10;

	private static final int RUNS = 40;

	@Autowired
	DSLContext db;

	@Autowired
	MessageBundles bundles;

	@Autowired
	ClientReportService reports;

	@Autowired
	BrandingService branding;

	private final Random random = new Random(42);

	private final BenchmarkLog log = new BenchmarkLog(WARM_UP, RUNS);

	@Test
	void onePdfWithFourHeatmapsAndTwoCharts() throws Exception {
		Tenant tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.admin());
		branding.update("Harbor Local Marketing", "#0a7d5a");
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		List<String> keywords = IntStream.rangeClosed(1, KEYWORDS).mapToObj(i -> "keyword " + i).toList();
		List<ReportFacts.Scan> scans = new ArrayList<>();
		StoredScans stored = new StoredScans(db);
		for (String keyword : keywords) {
			for (int day = DAYS - 1; day >= 0; day -= 2) {
				String ranks = ranks();
				String solv = String.valueOf(random.nextInt(100));
				scans.add(new ReportFacts.Scan(today.minusDays(day), keyword, "Bayside Plumbing", PrimaryMetric.SOLV,
						new BigDecimal(solv), new BigDecimal("3.5"), RankGrid.parse(GRID, ranks),
						GridGeometry.of(GRID, BigDecimal.valueOf(3), Measurement.MI)));
				stored.scan(tenant.agency(), tenant.workspace(), today.minusDays(day), keyword, ranks, solv);
			}
		}
		ReportFacts facts = new ReportFacts(new ReportFacts.Brand("Harbor Local Marketing", "#0a7d5a", null, ""),
				"Bayside Plumbing", new DateRange(today.minusDays(DAYS - 1), today), Instant.now(),
				new ReportTemplate(EnumSet.allOf(Section.class), keywords, ReportPeriod.LAST_30_DAYS), scans, List.of(),
				List.of(), List.of(), new ReportFacts.Credits(60, 13_500), List.of(), List.of(),
				ReportFacts.Reviews.NONE);
		log.line("%d keywords, %d scans of %dx%d points each over %d days; every section", KEYWORDS, scans.size(), GRID,
				GRID, DAYS);

		log.measure("Render one PDF (4 heatmaps, 2 charts), in memory",
				() -> ClientReportPdf.render(facts, ZoneOffset.UTC, ReportWording.of(Language.ENGLISH, bundles)).length
						/ 1024);
		reports.saveTemplate(tenant.workspace(),
				new TemplateInput(EnumSet.allOf(Section.class), keywords, ReportPeriod.LAST_30_DAYS));
		log.measure("Make now: read the stored scans, render, store the PDF",
				() -> reports.generateNow(tenant.workspace()).sizeBytes() / 1024);
		TenantFixture.signOut();

		log.write("client-report-pdf");
	}

	private String ranks() {
		return IntStream.range(0, GRID * GRID)
			.mapToObj(i -> random.nextInt(5) == 0 ? "-" : String.valueOf(1 + random.nextInt(20)))
			.collect(Collectors.joining(","));
	}

}

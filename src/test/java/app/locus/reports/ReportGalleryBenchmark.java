package app.locus.reports;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Arrays;

import app.locus.base.WorkspaceId;
import app.locus.fixtures.BenchmarkLog;
import app.locus.fixtures.StoredReports;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.HeatmapPng;
import app.locus.reports.heatmap.HeatmapSvg;
import app.locus.reports.heatmap.RankGrid;
import app.locus.reports.repository.ReportRepository;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Gallery queries on 10,000 stored reports of one workspace (with 9,000 more in other
 * workspaces as noise) and heatmap rendering of a 21 × 21 grid: median and p95 of the
 * server time over 200 runs after a warm-up. Run with {@code ./mvnw -B -Pbench test};
 * figures go to the console and {@code target/benchmarks/report-gallery.txt}.
 */
@IntegrationTest
class ReportGalleryBenchmark {

	private static final int WARM_UP = 50;

	private static final int RUNS = 200;

	private static final int PAGE = 24;

	@Autowired
	DSLContext db;

	@Autowired
	ReportRepository repository;

	@Autowired
	ReportService reports;

	private final BenchmarkLog log = new BenchmarkLog(WARM_UP, RUNS);

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void gallery_on_ten_thousand_reports_and_heatmap_of_a_21_grid() throws Exception {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		log.line("%s", new StoredReports(repository).fillWithNoise(tenants, tenant));
		TenantFixture.signIn(tenant.manager());
		WorkspaceId workspace = tenant.workspace();

		GalleryFilter scans = GalleryFilter.of(ReportType.SCAN);
		GalleryFilter changed = scans.withKeyword("bake").withPlatform(Platform.GOOGLE).withGridSize(7);
		GalleryFilter place = scans.withPlaceId("ChIJplace0007").withDates(LocalDate.of(2025, 6, 1), null);
		log.measure("Gallery first page (24 cards + count), scan tab, newest first",
				() -> firstPage(workspace, scans, GallerySort.NEWEST_FIRST));
		log.measure("Filter change: keyword 'bake' + google + 7x7 (page + count)",
				() -> firstPage(workspace, changed, GallerySort.NEWEST_FIRST));
		log.measure("Filter change: one location since 06/01/2025 (page + count)",
				() -> firstPage(workspace, place, GallerySort.NEWEST_FIRST));
		log.measure("Sort by ARP, best first (page + count)",
				() -> firstPage(workspace, scans, GallerySort.by(GallerySort.Key.ARP)));
		log.measure("Sort by SoLV, highest first (page + count)",
				() -> firstPage(workspace, scans, GallerySort.by(GallerySort.Key.SOLV)));
		log.measure("Deep page: offset 6,000, newest first (page only)",
				() -> reports.gallery(workspace, scans, GallerySort.NEWEST_FIRST, 6_000, PAGE).size());

		int[] ranks = new int[441];
		Arrays.setAll(ranks, i -> i % 23);
		RankGrid grid = RankGrid.of(21, ranks);
		GridGeometry geometry = GridGeometry.of(21, new BigDecimal("10"), Measurement.KM);
		log.measure("Heatmap 21x21 as SVG", () -> HeatmapSvg.render(grid, geometry).length());
		log.measure("Heatmap 21x21 as PNG", () -> HeatmapPng.render(grid, geometry).length);
		log.measure("Gallery thumbnail 21x21 as SVG", () -> HeatmapSvg.thumbnail(grid).length());

		log.write("report-gallery");
	}

	private int firstPage(WorkspaceId workspace, GalleryFilter filter, GallerySort sort) {
		return reports.gallery(workspace, filter, sort, 0, PAGE).size() + reports.count(workspace, filter);
	}

}

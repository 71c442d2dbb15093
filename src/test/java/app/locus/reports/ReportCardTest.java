package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;
import org.junit.jupiter.api.Test;

class ReportCardTest {

	@Test
	void scans_compare_only_with_the_same_place_keyword_centre_grid_radius_unit_and_platform() {
		ReportCard scan = scan("Sourdough Bakery", "37.7763", 7, "2", Platform.GOOGLE);

		assertThat(scan.sameGeometryAs(scan("sourdough bakery", "37.77630", 7, "2.0", Platform.GOOGLE))).isTrue();
		assertThat(scan.sameGeometryAs(scan("croissant", "37.7763", 7, "2", Platform.GOOGLE))).isFalse();
		assertThat(scan.sameGeometryAs(scan("Sourdough Bakery", "37.7764", 7, "2", Platform.GOOGLE))).isFalse();
		assertThat(scan.sameGeometryAs(scan("Sourdough Bakery", "37.7763", 9, "2", Platform.GOOGLE))).isFalse();
		assertThat(scan.sameGeometryAs(scan("Sourdough Bakery", "37.7763", 7, "3", Platform.GOOGLE))).isFalse();
		assertThat(scan.sameGeometryAs(scan("Sourdough Bakery", "37.7763", 7, "2", Platform.APPLE))).isFalse();
	}

	@Test
	void ai_platforms_headline_saiv_and_a_report_without_a_grid_has_no_geometry() {
		assertThat(scan("k", "1", 7, "2", Platform.GEMINI).primaryMetric()).isEqualTo(Platform.PrimaryMetric.SAIV);
		assertThat(scan("k", "1", 7, "2", Platform.APPLE).primaryMetric()).isEqualTo(Platform.PrimaryMetric.SOLV);
		assertThat(scan("k", "1", 7, "2", Platform.GOOGLE).geometry().spacing()).isEqualByComparingTo("0.667");
		assertThat(scan("k", "1", 8, "2", Platform.GOOGLE).geometry()).isNull();
	}

	private static ReportCard scan(String keyword, String lat, int grid, String radius, Platform platform) {
		return new ReportCard(ReportType.SCAN, ReportKey.of("0a1b2c3d4e5f6a7"), LocalDate.of(2026, 3, 7), "ChIJplace",
				"Bakery", keyword, platform, grid, new BigDecimal(radius), Measurement.MI, LatLng.of(lat, "-122.4"),
				null, new RankMetrics(null, null, null), null, null, new Movement(null, null, null), null, null, false);
	}

}

package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import app.locus.support.IntegrationTest;
import app.locus.base.ValidationException;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.upstream.api.ReportKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * Two stored scans compared point by point and metric by metric, with better always
 * meaning better for the business; scans of other settings refused with what differs.
 */
@IntegrationTest
class ScanComparisonServiceTest {

	private static final LocalDate EARLIER = LocalDate.of(2026, 3, 1);

	private static final LocalDate LATER = LocalDate.of(2026, 3, 8);

	/**
	 * The first six points of the earlier scan; 0 is not found, as are all later points.
	 */
	private static final int[] EARLIER_RANKS = { 3, 5, 0, 2, 25, 8 };

	private static final int[] LATER_RANKS = { 1, 5, 4, 6, 0, 8 };

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	@Autowired
	ScanComparisonService comparisons;

	Tenant tenant;

	StoredReports stored;

	@BeforeEach
	void aWorkspace() {
		tenant = new TenantFixture(db).tenant();
		stored = new StoredReports(context);
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	ReportKey scan(LocalDate date, int gridSize, String arp, String atrp, String solv, int... ranks) {
		String key = Dd010Samples.key();
		ObjectNode scan = Dd010Samples.scan(key, date);
		scan.put("grid_size", Integer.toString(gridSize));
		scan.put("arp", arp).put("atrp", atrp).put("solv", solv);
		scan.set("data_points", Dd010Samples.dataPoints(gridSize, ranks));
		stored.scan(tenant.agency(), tenant.workspace(), scan);
		return ReportKey.of(key);
	}

	@Test
	void each_point_is_better_worse_or_the_same_with_not_found_and_beyond_twenty_alike() {
		ReportKey earlier = scan(EARLIER, 7, "5.00", "4.00", "40.00", EARLIER_RANKS);
		ReportKey later = scan(LATER, 7, "3.42", "4.50", "61.22", LATER_RANKS);

		ScanComparison comparison = comparisons.compare(tenant.workspace(), later, earlier);

		assertThat(comparison.earlier().card().key()).as("the earlier scan comes first").isEqualTo(earlier);
		assertThat(comparison.points()).hasSize(49);
		assertThat(comparison.points().subList(0, 6)).extracting(ScanComparison.PointChange::change)
			.containsExactly(Metric.Change.BETTER, Metric.Change.SAME, Metric.Change.BETTER, Metric.Change.WORSE,
					Metric.Change.SAME, Metric.Change.SAME);
		assertThat(comparison.points().subList(0, 4)).extracting(ScanComparison.PointChange::placesGained)
			.containsExactly(2, 0, 16, -4);
		assertThat(comparison.count(Metric.Change.BETTER)).isEqualTo(2);
		assertThat(comparison.count(Metric.Change.WORSE)).isEqualTo(1);
		assertThat(comparison.count(Metric.Change.SAME)).isEqualTo(46);
	}

	@Test
	void a_fallen_arp_is_better_a_risen_atrp_worse_and_a_risen_solv_better() {
		ReportKey earlier = scan(EARLIER, 7, "5.00", "4.00", "40.00", EARLIER_RANKS);
		ReportKey later = scan(LATER, 7, "3.42", "4.50", "61.22", LATER_RANKS);

		ScanComparison comparison = comparisons.compare(tenant.workspace(), earlier, later);

		assertThat(comparison.metrics())
			.extracting(ScanComparison.MetricChange::metric, change -> change.difference().stripTrailingZeros(),
					ScanComparison.MetricChange::change)
			.containsExactly(tuple(Metric.ARP, new BigDecimal("-1.58"), Metric.Change.BETTER),
					tuple(Metric.ATRP, new BigDecimal("0.5"), Metric.Change.WORSE),
					tuple(Metric.SOLV, new BigDecimal("21.22"), Metric.Change.BETTER));
	}

	@Test
	void scans_of_another_grid_size_are_refused_with_what_differs() {
		ReportKey seven = scan(EARLIER, 7, "5.00", "4.00", "40.00", EARLIER_RANKS);
		ReportKey nine = scan(LATER, 9, "3.42", "4.50", "61.22", LATER_RANKS);

		assertThatThrownBy(() -> comparisons.compare(tenant.workspace(), seven, nine))
			.isInstanceOf(ValidationException.class)
			.hasMessage("These scans are not compared point by point: their grid sizes differ, so their grid points "
					+ "do not match. Compare scans of the same settings.");
	}

	@Test
	void scans_around_another_centre_are_refused_with_what_differs() {
		ReportKey here = scan(EARLIER, 7, "5.00", "4.00", "40.00", EARLIER_RANKS);
		String key = Dd010Samples.key();
		ObjectNode moved = Dd010Samples.scan(key, LATER);
		moved.put("lat", "37.7800");
		moved.set("data_points", Dd010Samples.dataPoints(7, LATER_RANKS));
		stored.scan(tenant.agency(), tenant.workspace(), moved);

		assertThatThrownBy(() -> comparisons.compare(tenant.workspace(), here, ReportKey.of(key)))
			.isInstanceOf(ValidationException.class)
			.hasMessageContaining("their radius or centre differ");
	}

	@Test
	void the_candidates_are_the_other_scans_of_the_same_settings_newest_first() {
		ReportKey first = scan(EARLIER, 7, "5.00", "4.00", "40.00", EARLIER_RANKS);
		ReportKey second = scan(LATER, 7, "3.42", "4.50", "61.22", LATER_RANKS);
		scan(LATER.plusDays(1), 9, "3.42", "4.50", "61.22", LATER_RANKS);
		ReportKey third = scan(LATER.plusDays(7), 7, "3.00", "4.00", "70.00", LATER_RANKS);

		List<ReportCard> candidates = comparisons.candidates(tenant.workspace(), second);

		assertThat(candidates).extracting(ReportCard::key).containsExactly(third, first);
	}

	@Test
	void a_client_viewer_may_compare() {
		ReportKey earlier = scan(EARLIER, 7, "5.00", "4.00", "40.00", EARLIER_RANKS);
		ReportKey later = scan(LATER, 7, "3.42", "4.50", "61.22", LATER_RANKS);
		TenantFixture.signIn(tenant.viewer());

		assertThat(comparisons.compare(tenant.workspace(), earlier, later).points()).hasSize(49);
	}

	@Test
	void a_scan_compared_with_itself_is_refused() {
		ReportKey scan = scan(EARLIER, 7, "5.00", "4.00", "40.00", EARLIER_RANKS);

		assertThatThrownBy(() -> comparisons.compare(tenant.workspace(), scan, scan))
			.isInstanceOf(ValidationException.class)
			.hasMessageContaining("compared with itself");
	}

}

package app.locus.reports.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.reports.DataPoint;
import org.junit.jupiter.api.Test;

class HeatmapTest {

	private static final GridGeometry GRID = GridGeometry.of(3, new BigDecimal("1"), Measurement.KM);

	private static final LatLng CENTRE = LatLng.of("52.0", "13.0");

	private static final String OWN = "own";

	private static final DataPoint.Result FIRST = new DataPoint.Result("a", "Alpha", 1);

	private static final DataPoint.Result SECOND = new DataPoint.Result("b", "Beta", 2);

	private static final DataPoint.Result FOURTH = new DataPoint.Result("c", "Gamma", 4);

	/**
	 * Nine points; the first names Alpha 1, Beta 2 and the business 3; the rest nobody.
	 */
	private static List<DataPoint> points() {
		List<DataPoint> points = new ArrayList<>();
		points.add(new DataPoint(LatLng.of("52.01", "12.99"), 3, true,
				List.of(SECOND, FOURTH, new DataPoint.Result(OWN, "Own", 3), FIRST)));
		for (int i = 1; i < 9; i++) {
			points.add(new DataPoint(null, null, false, List.of()));
		}
		return points;
	}

	@Test
	void a_point_lists_who_ranks_above_best_first_and_not_the_business_itself() {
		Heatmap heatmap = Heatmap.of(RankGrid.fromDataPoints(3, points()), GRID, CENTRE, points(), OWN, null);

		Heatmap.Point corner = heatmap.points().get(0);
		assertThat(corner.rank()).isEqualTo(3);
		assertThat(corner.above()).containsExactly(FIRST, SECOND);
		assertThat(corner.position()).isEqualTo(LatLng.of("52.01", "12.99"));
	}

	@Test
	void a_point_without_names_says_so_and_is_placed_by_the_grid() {
		Heatmap heatmap = Heatmap.of(RankGrid.fromDataPoints(3, points()), GRID, CENTRE, points(), OWN, null);

		Heatmap.Point middle = heatmap.points().get(4);
		assertThat(middle.above()).isNull();
		assertThat(middle.position()).isEqualTo(GRID.position(CENTRE, 1, 1));
		assertThat(middle.label()).isEqualTo("20+");
	}

	@Test
	void another_business_ranks_where_the_report_names_it_and_is_unknown_elsewhere() {
		Heatmap beta = Heatmap.ofBusiness(GRID, CENTRE, points(), "b", null);

		assertThat(beta.points().get(0).rank()).isEqualTo(2);
		assertThat(beta.points().get(0).above()).containsExactly(FIRST);
		assertThat(beta.points().get(1).rank()).isEqualTo(RankGrid.NO_DATA);
	}

	@Test
	void the_offset_of_a_place_from_the_centre_inverts_the_grid_position() {
		LatLng corner = GRID.position(CENTRE, 0, 2);

		assertThat(GRID.northOf(CENTRE, corner)).isCloseTo(1.0, org.assertj.core.data.Offset.offset(0.001));
		assertThat(GRID.eastOf(CENTRE, corner)).isCloseTo(1.0, org.assertj.core.data.Offset.offset(0.001));
	}

}

package app.locus.reports.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.upstream.api.reports.DataPoint;
import org.junit.jupiter.api.Test;

class RankGridTest {

	@Test
	void reads_data_points_row_by_row_from_the_north_west() {
		List<DataPoint> points = List.of(point(1), point(2), point(null), point(4), point(5), point(6), point(7),
				point(8), point(25));

		RankGrid grid = RankGrid.fromDataPoints(3, points);

		assertThat(grid.rank(0, 0)).isEqualTo(1);
		assertThat(grid.rank(0, 2)).isEqualTo(RankGrid.NOT_FOUND);
		assertThat(grid.rank(1, 0)).isEqualTo(4);
		assertThat(grid.rank(2, 2)).isEqualTo(25);
	}

	@Test
	void missing_points_are_no_data() {
		RankGrid grid = RankGrid.fromDataPoints(3, List.of(point(1), point(2)));

		assertThat(grid.rank(0, 2)).isEqualTo(RankGrid.NO_DATA);
		assertThat(grid.rank(2, 2)).isEqualTo(RankGrid.NO_DATA);
	}

	@Test
	void stored_form_round_trips() {
		RankGrid grid = RankGrid.of(3, 1, 2, RankGrid.NOT_FOUND, 4, 5, 6, 7, 20, 3);

		assertThat(grid.format()).isEqualTo("1,2,-,4,5,6,7,20,3");
		assertThat(RankGrid.parse(3, grid.format())).isEqualTo(grid);
		assertThat(RankGrid.parse(3, "1,,3")).isEqualTo(RankGrid.of(3, 1, RankGrid.NO_DATA, 3));
		assertThat(RankGrid.parse(3, null)).isNull();
	}

	private static DataPoint point(Integer rank) {
		return new DataPoint(null, rank, rank != null, List.of());
	}

}

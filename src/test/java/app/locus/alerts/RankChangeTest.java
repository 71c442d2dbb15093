package app.locus.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import app.locus.alerts.ChangedPoints.Point;
import app.locus.reports.heatmap.RankGrid;
import org.junit.jupiter.api.Test;

class RankChangeTest {

	private static final RankGrid BEFORE = RankGrid.of(3, 1, 3, 4, RankGrid.NOT_FOUND, 2, 2);

	@Test
	void names_the_points_that_fell_out_of_the_top_3_or_out_of_the_results() {
		RankGrid now = RankGrid.of(3, 4, 3, 1, 1, RankGrid.NOT_FOUND, 2);

		assertThat(RankChange.leftTop3(BEFORE, now)).containsExactly(new Point(1, 1), new Point(2, 2));
	}

	@Test
	void does_not_compare_points_without_data_or_grids_of_another_size() {
		assertThat(RankChange.leftTop3(BEFORE, RankGrid.of(3, RankGrid.NO_DATA, 3))).isEmpty();
		assertThat(RankChange.leftTop3(BEFORE, RankGrid.of(5, 9, 9, 9, 9, 9, 9))).isEmpty();
	}

	@Test
	void a_drop_is_only_a_fall() {
		assertThat(RankChange.drop(new BigDecimal("40"), new BigDecimal("29.5"))).isEqualByComparingTo("10.5");
		assertThat(RankChange.drop(new BigDecimal("40"), new BigDecimal("41"))).isNull();
		assertThat(RankChange.drop(null, new BigDecimal("41"))).isNull();
	}

}

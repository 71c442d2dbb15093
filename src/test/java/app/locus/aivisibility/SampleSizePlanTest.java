package app.locus.aivisibility;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.ValidationException;
import app.locus.upstream.api.GridSize;
import org.junit.jupiter.api.Test;

/**
 * The planner against the textbook sample size for two shares (0.30 against 0.40, 5 %
 * two-sided, 80 % power: 356 per group).
 */
class SampleSizePlanTest {

	@Test
	void a_ten_point_change_from_thirty_percent_takes_356_points_per_period() {
		// 356 points over 5 × 5 grids: 15 scans a period, 2 × 15 × 25 credits
		SampleSizePlan plan = SampleSizePlan.of(0.3, 10, GridSize.forScan(5), 1);

		assertThat(plan.scansPerPeriod()).isEqualTo(15);
		assertThat(plan.credits()).isEqualTo(750);
	}

	@Test
	void answers_that_vary_together_need_more_scans() {
		// 355.94 × 2.5 = 889.9 points over 7 × 7 grids: 19 scans a period
		SampleSizePlan plan = SampleSizePlan.of(0.3, 10, GridSize.forScan(7), 2.5);

		assertThat(plan.scansPerPeriod()).isEqualTo(19);
		assertThat(plan.credits()).isEqualTo(2 * 19 * 49);
	}

	@Test
	void a_change_out_of_range_is_refused_by_name() {
		assertThatThrownBy(() -> SampleSizePlan.of(0.3, 0, GridSize.forScan(5), 1))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("change"));
	}

}

package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

class MetricTest {

	@Test
	void a_falling_rank_is_better_and_a_rising_share_of_voice_is_better() {
		assertThat(Metric.ARP.change(new BigDecimal("-0.5"))).isEqualTo(Metric.Change.BETTER);
		assertThat(Metric.ATRP.change(new BigDecimal("1.0"))).isEqualTo(Metric.Change.WORSE);
		assertThat(Metric.SOLV.change(new BigDecimal("2.78"))).isEqualTo(Metric.Change.BETTER);
		assertThat(Metric.SOLV.change(new BigDecimal("-3"))).isEqualTo(Metric.Change.WORSE);
		assertThat(Metric.ARP.change(BigDecimal.ZERO)).isEqualTo(Metric.Change.SAME);
		assertThat(Metric.SOLV.change(null)).isEqualTo(Metric.Change.UNKNOWN);
	}

}

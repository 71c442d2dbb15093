package app.locus.aivisibility;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The interval and the change verdict against values worked out by hand (Wilson's score
 * interval, z = 1.96; the design effect as the variance of the per-scan shares over the
 * binomial variance of one scan).
 */
class ShareTest {

	@Test
	void one_scan_gives_the_textbook_wilson_interval() {
		// 9 of 25: p = 0.36, the 95 % Wilson interval is 0.2025 to 0.5548
		Share share = Share.of(List.of(new Share.Count(9, 25)));

		assertThat(share.value()).isEqualTo(0.36);
		assertThat(share.low()).isCloseTo(0.2025, within(0.0001));
		assertThat(share.high()).isCloseTo(0.5548, within(0.0001));
	}

	@Test
	void scans_that_disagree_widen_the_interval_by_their_design_effect() {
		// shares 0.2, 0.4, 0.6 around p = 0.4: variance 0.04 against 0.4 × 0.6 / 25 =
		// 0.0096,
		// design effect 4.1667, so 75 points count as 18; Wilson for 0.4 of 18 is 0.2114
		// to
		// 0.6238 (0.2923 to 0.5138 if the points were taken as independent)
		List<Share.Count> scans = List.of(new Share.Count(5, 25), new Share.Count(10, 25), new Share.Count(15, 25));

		assertThat(Share.designEffect(scans, 0.4, 75)).isCloseTo(4.1667, within(0.0001));
		Share share = Share.of(scans);
		assertThat(share.low()).isCloseTo(0.2114, within(0.0001));
		assertThat(share.high()).isCloseTo(0.6238, within(0.0001));
	}

	@Test
	void scans_that_agree_count_every_point() {
		// 10 and 10 of 25: no spread beyond chance, design effect 1; Wilson for 20 of 50
		Share share = Share.of(List.of(new Share.Count(10, 25), new Share.Count(10, 25)));

		assertThat(share.low()).isCloseTo(0.2761, within(0.0001));
		assertThat(share.high()).isCloseTo(0.5382, within(0.0001));
	}

	@Test
	void a_change_is_real_only_when_the_intervals_do_not_overlap() {
		Share before = Share.of(List.of(new Share.Count(9, 25)));
		// 0.2025-0.5548 against 14 of 25 (0.3707-0.7333): they overlap
		assertThat(Share.of(List.of(new Share.Count(14, 25))).since(before)).isEqualTo(Change.WITHIN_NOISE);
		// 20 of 25 (0.6087-0.9114) starts above 0.5548
		assertThat(Share.of(List.of(new Share.Count(20, 25))).since(before)).isEqualTo(Change.ROSE);
		// 1 of 25 (0.0071-0.1954) ends below 0.2025
		assertThat(Share.of(List.of(new Share.Count(1, 25))).since(before)).isEqualTo(Change.FELL);
		assertThat(before.since(Share.of(List.of()))).isEqualTo(Change.NO_EARLIER);
	}

	@Test
	void never_named_starts_at_zero_and_always_named_ends_at_one() {
		// 0 of 25: Wilson gives 0 to 0.1332; 25 of 25: 0.8668 to 1
		Share never = Share.of(List.of(new Share.Count(0, 25)));
		Share always = Share.of(List.of(new Share.Count(25, 25)));

		assertThat(never.low()).isZero();
		assertThat(never.high()).isCloseTo(0.1332, within(0.0001));
		assertThat(always.low()).isCloseTo(0.8668, within(0.0001));
		assertThat(always.high()).isEqualTo(1);
	}

}

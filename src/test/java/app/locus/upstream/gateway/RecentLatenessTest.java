package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class RecentLatenessTest {

	private static final long MS = Duration.ofMillis(1).toNanos();

	private static final long WINDOW = RecentLateness.WINDOW.toNanos();

	private final RecentLateness lateness = new RecentLateness();

	@Test
	void nothing_seen_is_no_lateness() {
		assertThat(lateness.largest(0)).isZero();
	}

	@Test
	void the_largest_lateness_within_the_window_counts() {
		lateness.saw(0, 30 * MS);
		lateness.saw(100 * MS, 80 * MS);
		lateness.saw(200 * MS, 10 * MS);

		assertThat(lateness.largest(300 * MS)).isEqualTo(80 * MS);
	}

	@Test
	void a_lateness_counts_until_it_is_older_than_the_window_then_the_next_largest_does() {
		lateness.saw(0, 80 * MS);
		lateness.saw(1_000 * MS, 30 * MS);
		lateness.saw(2_000 * MS, 10 * MS);

		assertThat(lateness.largest(WINDOW)).isEqualTo(80 * MS);
		assertThat(lateness.largest(WINDOW + 1)).isEqualTo(30 * MS);
		assertThat(lateness.largest(2_000 * MS + WINDOW + 1)).isZero();
	}

	@Test
	void an_early_send_counts_as_no_lateness() {
		lateness.saw(0, -5 * MS);

		assertThat(lateness.largest(MS)).isZero();
	}

}

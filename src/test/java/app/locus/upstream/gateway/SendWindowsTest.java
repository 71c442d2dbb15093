package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

class SendWindowsTest {

	private static final long MS = 1_000_000;

	@Test
	void a_burst_of_five_right_after_five_makes_a_window_of_ten() {
		List<Long> times = List.of(990 * MS, 991 * MS, 992 * MS, 993 * MS, 994 * MS, 1000 * MS, 1001 * MS, 1002 * MS,
				1003 * MS, 1004 * MS);

		assertThat(SendWindows.busiest(times, Duration.ofSeconds(1))).isEqualTo(10);
	}

	@Test
	void sends_200_ms_apart_put_six_in_a_closed_window_and_208_ms_apart_only_five() {
		List<Long> every200 = List.of(0L, 200 * MS, 400 * MS, 600 * MS, 800 * MS, 1000 * MS, 1200 * MS);
		List<Long> every208 = List.of(0L, 208 * MS, 416 * MS, 624 * MS, 832 * MS, 1040 * MS, 1248 * MS);

		assertThat(SendWindows.busiest(every200, Duration.ofSeconds(1))).isEqualTo(6);
		assertThat(SendWindows.busiest(every208, Duration.ofSeconds(1))).isEqualTo(5);
	}

}

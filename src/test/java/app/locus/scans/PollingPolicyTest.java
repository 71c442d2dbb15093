package app.locus.scans;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import app.locus.upstream.api.Platform;
import org.junit.jupiter.api.Test;

class PollingPolicyTest {

	@Test
	void polls_every_twelve_seconds_five_times_then_says_still_processing() {
		PollingPolicy policy = PollingPolicy.STANDARD;

		for (int made = 0; made < 5; made++) {
			assertThat(policy.next(made)).isEqualTo(new PollingPolicy.PollAgain(Duration.ofSeconds(12), made + 1));
		}
		assertThat(policy.next(5)).isEqualTo(new PollingPolicy.StillProcessing(PollingPolicy.STILL_PROCESSING));
	}

	@Test
	void only_queued_platforms_are_polled() {
		assertThat(PollingPolicy.needsPolling(Platform.GOOGLE)).isFalse();
		assertThat(PollingPolicy.needsPolling(Platform.APPLE)).isTrue();
		assertThat(PollingPolicy.needsPolling(Platform.CHATGPT)).isTrue();
	}

	@Test
	void refuses_intervals_outside_ten_to_fifteen_seconds_and_more_than_five_attempts() {
		assertThatThrownBy(() -> new PollingPolicy(Duration.ofSeconds(5), 5))
			.isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> new PollingPolicy(Duration.ofSeconds(20), 5))
			.isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> new PollingPolicy(Duration.ofSeconds(10), 6))
			.isInstanceOf(IllegalArgumentException.class);
	}

}

package app.locus.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import app.locus.fixtures.MutableClock;
import org.junit.jupiter.api.Test;

/** The token bucket: a burst goes through, then one request per tenth of a second. */
class TokenRateLimitTest {

	final MutableClock clock = MutableClock.startingNow();

	final TokenRateLimit limit = new TokenRateLimit(clock);

	@Test
	void a_burst_goes_through_and_the_next_request_is_told_how_long_to_wait() {
		for (int request = 0; request < TokenRateLimit.BURST; request++) {
			assertThat(limit.take("t1")).as("request %d", request).isZero();
		}
		assertThat(limit.take("t1")).isEqualTo(Duration.ofMillis(100));
		assertThat(limit.take("t2")).as("another token has its own bucket").isZero();

		clock.advance(Duration.ofMillis(100));
		assertThat(limit.take("t1")).isZero();
		assertThat(limit.take("t1")).isPositive();
	}

	@Test
	void an_idle_token_fills_up_to_its_burst_and_no_further() {
		for (int request = 0; request < TokenRateLimit.BURST; request++) {
			limit.take("t1");
		}
		clock.advance(Duration.ofHours(1));

		for (int request = 0; request < TokenRateLimit.BURST; request++) {
			assertThat(limit.take("t1")).isZero();
		}
		assertThat(limit.take("t1")).isPositive();
	}

}

package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;

import app.locus.upstream.CallKind;

import org.junit.jupiter.api.Test;

class RetryPolicyTest {

	private final Clock clock = Clock.fixed(Instant.parse("2026-03-04T10:00:00Z"), ZoneOffset.UTC);

	@Test
	void a_read_is_retried_three_times_after_1_2_and_4_seconds_and_a_write_or_spend_never() {
		assertThat(RetryPolicy.afterFailure(CallKind.READ, 1)).contains(Duration.ofSeconds(1));
		assertThat(RetryPolicy.afterFailure(CallKind.READ, 2)).contains(Duration.ofSeconds(2));
		assertThat(RetryPolicy.afterFailure(CallKind.READ, 3)).contains(Duration.ofSeconds(4));
		assertThat(RetryPolicy.afterFailure(CallKind.READ, 4)).isEmpty();
		assertThat(RetryPolicy.afterFailure(CallKind.WRITE, 1)).isEmpty();
		assertThat(RetryPolicy.afterFailure(CallKind.SPENDS_CREDITS, 1)).isEmpty();
	}

	@Test
	void retry_after_is_read_as_seconds_or_as_an_http_date() {
		assertThat(RetryPolicy.parseRetryAfter(Optional.of(" 3 "), clock)).contains(Duration.ofSeconds(3));
		assertThat(RetryPolicy.parseRetryAfter(Optional.of("Wed, 04 Mar 2026 10:00:07 GMT"), clock))
			.contains(Duration.ofSeconds(7));
		assertThat(RetryPolicy.parseRetryAfter(Optional.of("Wed, 04 Mar 2026 09:59:00 GMT"), clock))
			.contains(Duration.ZERO);
	}

	@Test
	void an_absent_or_unreadable_retry_after_falls_back_to_a_short_growing_back_off() {
		assertThat(RetryPolicy.parseRetryAfter(Optional.empty(), clock)).isEmpty();
		assertThat(RetryPolicy.parseRetryAfter(Optional.of("soon"), clock)).isEmpty();
		assertThat(RetryPolicy.parseRetryAfter(Optional.of("-1"), clock)).isEmpty();
		assertThat(RetryPolicy.after429(Optional.empty(), 1)).isEqualTo(Duration.ofSeconds(1));
		assertThat(RetryPolicy.after429(Optional.empty(), 2)).isEqualTo(Duration.ofSeconds(2));
		assertThat(RetryPolicy.after429(Optional.empty(), 3)).isEqualTo(Duration.ofSeconds(4));
		assertThat(RetryPolicy.after429(Optional.empty(), 9)).isEqualTo(Duration.ofSeconds(4));
		assertThat(RetryPolicy.after429(Optional.of(Duration.ofSeconds(7)), 1)).isEqualTo(Duration.ofSeconds(7));
	}

}

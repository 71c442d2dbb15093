package app.locus.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.time.Duration;

import org.junit.jupiter.api.Test;

/**
 * The load driver's failures are counted per cause: the same answer in many sessions is
 * one cause whatever ids and counters it carries, and different answers are different
 * causes (issue 54).
 */
class RoundTripFailuresTest {

	private static final String EXPIRED = "UIDL answer 200: for(;;);[{\"meta\":{\"sessionExpired\":true}}]";

	@Test
	void one_answer_in_many_sessions_is_one_cause_with_its_sessions_and_their_ages() {
		RoundTripFailures failures = new RoundTripFailures();
		Object first = new Object();
		Object second = new Object();

		failures.record(
				new IllegalStateException(
						"UIDL answer 200: for(;;);[{\"syncId\":12,\"clientId\":7,\"w/01j9z3k4m5n6p7q8r9s0t1v2w3/\"}]"),
				first, Duration.ofMinutes(16));
		failures.record(
				new IllegalStateException(
						"UIDL answer 200: for(;;);[{\"syncId\":40,\"clientId\":31,\"w/01j9z3k4m5n6p7q8r9s0t1v2w4/\"}]"),
				second, Duration.ofMinutes(20));
		failures.record(
				new IllegalStateException(
						"UIDL answer 200: for(;;);[{\"syncId\":41,\"clientId\":32,\"w/01j9z3k4m5n6p7q8r9s0t1v2w4/\"}]"),
				second, Duration.ofMinutes(21));

		assertThat(failures.total()).isEqualTo(3);
		assertThat(failures.lines()).containsExactly(
				"      3 failed in 2 sessions opened 16.0-21.0 min before: IllegalStateException: UIDL answer #: "
						+ "for(;;);[{\"syncId\":#,\"clientId\":#,\"w/<id>/\"}]");
	}

	@Test
	void different_answers_and_exceptions_are_different_causes_the_most_frequent_first() {
		RoundTripFailures failures = new RoundTripFailures();
		Object session = new Object();

		failures.record(new SocketTimeoutException("Read timed out"), session, Duration.ofSeconds(30));
		failures.record(new IllegalStateException(EXPIRED), session, Duration.ofMinutes(16));
		failures.record(new IllegalStateException(EXPIRED), session, Duration.ofMinutes(17));
		failures.record(new IOException("Connection reset"), session, Duration.ofSeconds(40));

		assertThat(failures.lines()).hasSize(3)
			.first()
			.asString()
			.endsWith("IllegalStateException: UIDL answer #: for(;;);[{\"meta\":{\"sessionExpired\":true}}]");
		assertThat(failures.lines()).anyMatch(line -> line.endsWith("SocketTimeoutException: Read timed out"))
			.anyMatch(line -> line.endsWith("IOException: Connection reset"));
	}

	@Test
	void cleared_failures_are_forgotten() {
		RoundTripFailures failures = new RoundTripFailures();
		failures.record(new IOException("Connection reset"), new Object(), Duration.ofSeconds(1));

		failures.clear();

		assertThat(failures.total()).isZero();
		assertThat(failures.lines()).isEmpty();
	}

}

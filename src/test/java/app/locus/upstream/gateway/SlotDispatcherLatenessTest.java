package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * What a late request costs the account's later slots (DD030, DD167), read from the
 * account's bucket: a second node's reservation, on a bucket clock that does not move,
 * says how far the slots were pushed back and widened. One dispatcher thread, so pushes
 * and reservations reach the bucket in the order they were made.
 */
@IntegrationTest
class SlotDispatcherLatenessTest {

	private static final Duration MARGIN = Duration.ofMillis(15);

	private static final Duration SPACING = Duration.ofMillis(203);

	/** Bucket units round up: each charge may cost up to a microsecond more. */
	private static final Duration ROUNDING = Duration.ofMillis(1);

	@Autowired
	DataSource dataSource;

	private final HandClock clock = new HandClock();

	private final UpstreamAccount account = UpstreamAccount.of(WorkspaceId.random());

	private SlotDispatcher dispatcher;

	@BeforeEach
	void start() {
		dispatcher = new SlotDispatcher(new ClusterRateLimiter(dataSource, MARGIN, clock),
				new GatewayMetrics(new SimpleMeterRegistry()), 1);
	}

	@AfterEach
	void stop() {
		dispatcher.close();
	}

	@Test
	void a_request_written_100_ms_late_pushes_the_next_slots_back_and_widens_them_for_100_ms() throws Exception {
		SlotDispatcher.Turn first = granted();

		dispatcher.written(first, first.dueAtNanos() + Duration.ofMillis(100).toNanos());
		granted();

		assertNextSlotPushedBackAndWidenedFor(Duration.ofMillis(100));
	}

	@Test
	void a_nodes_first_answer_counts_its_whole_delay_after_the_slot_as_lateness() throws Exception {
		SlotDispatcher.Turn first = granted();

		// Written on time, answered 93 ms later: over a new connection, that is no
		// sign of a fast answer, so the request may have arrived 93 ms late.
		dispatcher.answered(first, first.dueAtNanos(), first.dueAtNanos() + Duration.ofMillis(93).toNanos());
		granted();

		assertNextSlotPushedBackAndWidenedFor(Duration.ofMillis(93));
	}

	@Test
	void requests_within_the_margin_leave_the_slots_one_spacing_apart() throws Exception {
		SlotDispatcher.Turn first = granted();

		dispatcher.written(first, first.dueAtNanos() + Duration.ofMillis(10).toNanos());
		dispatcher.answered(first, first.dueAtNanos(), first.dueAtNanos() + Duration.ofMillis(12).toNanos());
		granted();

		assertThat(probe()).isEqualTo(SPACING.multipliedBy(2));
	}

	/**
	 * After two slots, one of them {@code lateness} late: the slots after it are pushed
	 * back by the lateness beyond the margin (DD030) and the next one is widened by a
	 * fifth of it (DD167).
	 */
	private void assertNextSlotPushedBackAndWidenedFor(Duration lateness) {
		Duration pushedBack = lateness.minus(MARGIN).plusMillis(1);
		Duration widened = lateness.minus(MARGIN).dividedBy(5);
		Duration expected = SPACING.multipliedBy(2).plus(pushedBack).plus(widened);
		assertThat(probe()).isBetween(expected, expected.plus(ROUNDING));
	}

	private SlotDispatcher.Turn granted() throws Exception {
		SlotDispatcher.Turn turn = dispatcher.enqueue(account, Lane.BACKGROUND);
		turn.get(5, TimeUnit.SECONDS);
		return turn;
	}

	/** How long until the slot after the ones taken so far, as another node sees it. */
	private Duration probe() {
		return new ClusterRateLimiter(dataSource, MARGIN, clock).reserveSlot(account);
	}

}

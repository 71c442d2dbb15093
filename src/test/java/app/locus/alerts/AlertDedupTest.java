package app.locus.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;

import app.locus.alerts.repository.AlertRepository;
import app.locus.alerts.repository.WebhookRepository;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Deduplication of alerts on a clock the test moves: most kinds fire again for the same
 * subject once the window (6 hours here) has passed; the kinds about one occurrence (a
 * profile change, a stopped campaign, a run-out day, a month's budget) never fire twice
 * for it (DD152).
 */
@IntegrationTest
class AlertDedupTest {

	private static final Duration WINDOW = Duration.ofHours(6);

	@Autowired
	DSLContext db;

	@Autowired
	AlertRepository alerts;

	@Autowired
	WebhookRepository webhooks;

	Tenant tenant;

	MutableClock clock;

	AlertDispatch dispatch;

	@BeforeEach
	void aDispatchOnAClockTheTestMoves() {
		tenant = new TenantFixture(db).tenant();
		clock = new MutableClock(Instant.parse("2026-03-10T08:00:00Z"));
		dispatch = new AlertDispatch(alerts, webhooks, clock, WINDOW);
	}

	@Test
	void a_kind_about_one_occurrence_never_fires_twice_for_it_even_long_after_the_window() {
		assertThat(dispatch.fire(firing(AlertKind.GUARD_CHANGE, "guard|report-1|2026-03-10"))).isTrue();

		clock.advance(Duration.ofDays(30));

		assertThat(dispatch.fire(firing(AlertKind.GUARD_CHANGE, "guard|report-1|2026-03-10"))).isFalse();
		assertThat(dispatch.fire(firing(AlertKind.GUARD_CHANGE, "guard|report-2|2026-04-09"))).isTrue();
	}

	@Test
	void other_kinds_fire_again_for_the_same_subject_once_the_window_has_passed() {
		assertThat(dispatch.fire(firing(AlertKind.SCAN_UNKNOWN, "submission-1"))).isTrue();

		clock.advance(Duration.ofHours(5));
		assertThat(dispatch.fire(firing(AlertKind.SCAN_UNKNOWN, "submission-1"))).as("within the window").isFalse();

		clock.advance(Duration.ofHours(2));
		assertThat(dispatch.fire(firing(AlertKind.SCAN_UNKNOWN, "submission-1"))).as("after the window").isTrue();
	}

	private Firing firing(AlertKind kind, String subject) {
		return new Firing(tenant.agency(), tenant.workspace(), kind, subject, "Title of " + subject, "Detail", null);
	}

}

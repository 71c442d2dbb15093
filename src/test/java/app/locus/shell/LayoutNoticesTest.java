package app.locus.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import app.locus.base.WorkspaceId;
import app.locus.fixtures.MutableClock;
import org.junit.jupiter.api.Test;

class LayoutNoticesTest {

	private static final LayoutNotice.Notice RUN_OUT = new LayoutNotice.Notice("runout-warning", "Runs out", null);

	private final List<WorkspaceId> asked = new ArrayList<>();

	private Optional<LayoutNotice.Notice> due = Optional.of(RUN_OUT);

	private final MutableClock clock = new MutableClock(Instant.parse("2026-11-27T12:00:00Z"));

	private final LayoutNotices notices = new LayoutNotices(List.of(workspace -> {
		asked.add(workspace);
		return due;
	}), clock);

	private final WorkspaceId bakery = WorkspaceId.random();

	private final WorkspaceId dental = WorkspaceId.random();

	@Test
	void page_changes_within_a_workspace_reuse_its_notices_until_they_are_30_seconds_old() {
		assertThat(notices.changed(bakery)).as("the first page shows the warning").isTrue();
		assertThat(notices.shown()).containsExactly(RUN_OUT);

		clock.advance(Duration.ofSeconds(29));
		due = Optional.empty();
		assertThat(notices.changed(bakery)).isFalse();
		assertThat(asked).as("asked once within 30 s").containsExactly(bakery);

		clock.advance(Duration.ofSeconds(1));
		assertThat(notices.changed(bakery)).as("the warning went away after 30 s").isTrue();
		assertThat(notices.shown()).isEmpty();
	}

	@Test
	void another_workspace_or_a_refresh_asks_again_and_an_unchanged_answer_is_not_sent_again() {
		notices.changed(bakery);

		assertThat(notices.changed(dental)).as("the same warning: nothing to send").isFalse();
		notices.forget();
		assertThat(notices.changed(dental)).isFalse();

		assertThat(asked).containsExactly(bakery, dental, dental);
		assertThat(notices.shown()).containsExactly(RUN_OUT);
	}

}

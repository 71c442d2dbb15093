package app.locus.shell;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * The layout's notices for the open workspace, asked of their features at most once per
 * {@link #FRESH} while the person stays in that workspace: a page change within it reuses
 * them (the run-out warning computes a forecast from snapshots and the calendar), and the
 * notice bar is rebuilt, and so sent again, only when what it shows changed.
 */
final class LayoutNotices {

	/** How long a workspace's notices are reused; a warning shows this much late. */
	static final Duration FRESH = Duration.ofSeconds(30);

	private final List<LayoutNotice> sources;

	private final Clock clock;

	private @Nullable WorkspaceId askedFor;

	private Instant askedAt = Instant.MIN;

	private List<LayoutNotice.Notice> shown = List.of();

	LayoutNotices(List<LayoutNotice> sources, Clock clock) {
		this.sources = List.copyOf(sources);
		this.clock = clock;
	}

	/**
	 * Asks the features again when the workspace changed or the last answer is stale;
	 * true when the notices to show differ from the ones shown.
	 */
	boolean changed(@Nullable WorkspaceId workspace) {
		Instant now = clock.instant();
		boolean fresh = workspace != null && workspace.equals(askedFor) && now.isBefore(askedAt.plus(FRESH));
		if (fresh) {
			return false;
		}
		askedFor = workspace;
		askedAt = now;
		List<LayoutNotice.Notice> due = workspace == null ? List.of()
				: sources.stream().map(source -> source.noticeFor(workspace)).flatMap(Optional::stream).toList();
		boolean changed = !due.equals(shown);
		shown = due;
		return changed;
	}

	List<LayoutNotice.Notice> shown() {
		return shown;
	}

	/**
	 * The next {@link #changed} asks the features again (the frame was told to refresh).
	 */
	void forget() {
		askedFor = null;
	}

}

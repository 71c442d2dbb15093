package app.locus.shell;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * The layout's notices for the open workspace, asked of their features at most once per
 * {@link FrameMemo#FRESH} while the person stays in that workspace: a page change within
 * it reuses them (the run-out warning computes a forecast from snapshots and the
 * calendar), and the notice bar is rebuilt, and so sent again, only when what it shows
 * changed.
 */
final class LayoutNotices {

	private final List<LayoutNotice> sources;

	private final FrameMemo<WorkspaceId, List<LayoutNotice.Notice>> asked;

	private List<LayoutNotice.Notice> shown = List.of();

	LayoutNotices(List<LayoutNotice> sources, Clock clock) {
		this.sources = List.copyOf(sources);
		this.asked = new FrameMemo<>(clock);
	}

	/**
	 * Asks the features again when the workspace changed or the last answer is stale;
	 * true when the notices to show differ from the ones shown.
	 */
	boolean changed(@Nullable WorkspaceId workspace) {
		List<LayoutNotice.Notice> due = workspace == null ? List.of() : asked.get(workspace, this::ask);
		boolean changed = !due.equals(shown);
		shown = due;
		return changed;
	}

	private List<LayoutNotice.Notice> ask(WorkspaceId workspace) {
		return sources.stream().map(source -> source.noticeFor(workspace)).flatMap(Optional::stream).toList();
	}

	List<LayoutNotice.Notice> shown() {
		return shown;
	}

	/**
	 * The next {@link #changed} asks the features again (the frame was told to refresh).
	 */
	void forget() {
		asked.forget();
	}

}

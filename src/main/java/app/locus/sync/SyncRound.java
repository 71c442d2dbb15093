package app.locus.sync;

import java.util.Map;

import app.locus.base.WorkspaceId;

/**
 * What one round of the workspace sync did.
 *
 * @param ran false when another node (or run) held the job's lock, so nothing was done
 * @param visited workspaces the round went through (all of them unless it lost its lock)
 * @param failures per workspace, the steps that failed and why
 */
public record SyncRound(boolean ran, int visited, Map<WorkspaceId, Map<String, String>> failures) {

	public SyncRound {
		failures = Map.copyOf(failures);
	}

	static SyncRound skipped() {
		return new SyncRound(false, 0, Map.of());
	}

}

package app.locus.shell;

import app.locus.base.WorkspaceId;

/**
 * Hides a workspace's navigation entry when a per-workspace setting keeps its page from
 * the signed-in person (roles alone decide in {@link NavEntry}). A feature declares a
 * bean; the layout asks every one for every entry of the open workspace, so an answer
 * must be cheap. The page's service must refuse the person too: hiding a link is not
 * access control.
 */
public interface WorkspaceNavFilter {

	/** Whether the entry is shown for this workspace to the signed-in person. */
	boolean shows(NavEntry entry, WorkspaceId workspace);

}

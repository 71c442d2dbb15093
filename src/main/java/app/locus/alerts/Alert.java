package app.locus.alerts;

import java.time.Instant;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * An alert as a person sees it in the bell and on the alerts page.
 *
 * @param link a path inside the portal to what it is about, or null
 * @param read whether this person has marked it read
 * @param points the grid points it is about, or null
 */
public record Alert(AlertId id, WorkspaceId workspace, String workspaceName, AlertKind kind, String title,
		String detail, @Nullable String link, Instant firedAt, boolean read, @Nullable ChangedPoints points) {

	public Alert(AlertId id, WorkspaceId workspace, String workspaceName, AlertKind kind, String title, String detail,
			@Nullable String link, Instant firedAt, boolean read) {
		this(id, workspace, workspaceName, kind, title, detail, link, firedAt, read, null);
	}

}

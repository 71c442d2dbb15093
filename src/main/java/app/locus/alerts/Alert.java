package app.locus.alerts;

import java.time.Instant;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * An alert as a person sees it in the bell and on the alerts page.
 *
 * @param link a path inside the portal to what it is about, or null
 * @param read whether this person has marked it read
 */
public record Alert(AlertId id, WorkspaceId workspace, String workspaceName, AlertKind kind, String title,
		String detail, @Nullable String link, Instant firedAt, boolean read) {

}

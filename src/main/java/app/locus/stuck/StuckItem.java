package app.locus.stuck;

import java.time.Duration;
import java.time.Instant;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * One piece of stuck work of an agency (DD194): its kind, its workspace (null for the
 * agency's own, e.g. a password-reset mail), since when it has stood so, how old it is
 * and the path of the page where a person settles it.
 */
public record StuckItem(StuckKind kind, @Nullable WorkspaceId workspace, @Nullable String workspaceName, Instant since,
		Duration age, String link) {

}

package app.locus.alerts;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * What a detector found: an alert of {@code kind} about {@code subject} (a scan series, a
 * submission, a key, a proposal), which fires unless the same kind and subject fired in
 * the workspace within the dedup window.
 */
public record Firing(AgencyId agency, WorkspaceId workspace, AlertKind kind, String subject, String title,
		String detail, @Nullable String link) {

}

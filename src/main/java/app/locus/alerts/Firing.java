package app.locus.alerts;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * What a detector found: an alert of {@code kind} about {@code subject} (a scan series, a
 * submission, a key, a proposal), which fires unless the same kind and subject fired in
 * the workspace within the dedup window.
 *
 * @param points the grid points it is about, or null when it is not about points
 */
public record Firing(AgencyId agency, WorkspaceId workspace, AlertKind kind, String subject, String title,
		String detail, @Nullable String link, @Nullable ChangedPoints points) {

	public Firing(AgencyId agency, WorkspaceId workspace, AlertKind kind, String subject, String title, String detail,
			@Nullable String link) {
		this(agency, workspace, kind, subject, title, detail, link, null);
	}

}

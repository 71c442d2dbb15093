package app.locus.reports;

import java.util.Objects;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;

/** A workspace whose reports the background sync keeps, with the agency it belongs to. */
public record SyncTarget(AgencyId agency, WorkspaceId workspace) {

	public SyncTarget {
		Objects.requireNonNull(agency, "agency");
		Objects.requireNonNull(workspace, "workspace");
	}

}

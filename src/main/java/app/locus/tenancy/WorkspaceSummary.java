package app.locus.tenancy;

import app.locus.base.WorkspaceId;

/**
 * A workspace as a switcher or a link shows it.
 */
public record WorkspaceSummary(WorkspaceId id, String name) {

}

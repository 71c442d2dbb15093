package app.locus.tenancy;

import java.time.Instant;

import app.locus.base.WorkspaceId;

/**
 * A row of the agency admin's workspace list.
 *
 * @param members people assigned to the workspace (admins see every workspace anyway)
 */
public record WorkspaceRow(WorkspaceId id, String name, boolean archived, int members, Instant createdAt) {

}

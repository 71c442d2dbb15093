package app.locus.audit;

import java.time.LocalDate;

import app.locus.base.WorkspaceId;

/**
 * What the audit view narrows the trail to; null parts do not narrow.
 *
 * @param actor part of the actor's e-mail
 * @param from first day (UTC), inclusive
 * @param to last day (UTC), inclusive
 */
public record AuditFilter(WorkspaceId workspace, String action, String actor, LocalDate from, LocalDate to) {

	public static final AuditFilter NONE = new AuditFilter(null, null, null, null, null);

}

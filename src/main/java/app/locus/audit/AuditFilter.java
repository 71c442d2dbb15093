package app.locus.audit;

import java.time.LocalDate;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * What the audit view narrows the trail to; null parts do not narrow.
 *
 * @param actor part of the actor's e-mail
 * @param from first day (UTC), inclusive
 * @param to last day (UTC), inclusive
 */
public record AuditFilter(@Nullable WorkspaceId workspace, @Nullable String action, @Nullable String actor,
		@Nullable LocalDate from, @Nullable LocalDate to) {

	public static final AuditFilter NONE = new AuditFilter(null, null, null, null, null);

}

package app.locus.audit;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * One write worth remembering. {@code details} must never hold a secret (keys, tokens,
 * passwords). A write of the whole installation, of no one agency, has no agency.
 */
public record AuditEntry(@Nullable AgencyId agency, @Nullable WorkspaceId workspace, String action,
		@Nullable String target, Outcome outcome, @Nullable String details) {

	public enum Outcome {

		SUCCESS, FAILURE, DENIED, UNKNOWN

	}

	/** A write of the whole installation by the system, such as a master-key rotation. */
	public static AuditEntry system(String action, @Nullable String details) {
		return new AuditEntry(null, null, action, null, Outcome.SUCCESS, details);
	}

	public static AuditEntry success(AgencyId agency, @Nullable WorkspaceId workspace, String action,
			@Nullable String target, @Nullable String details) {
		return new AuditEntry(agency, workspace, action, target, Outcome.SUCCESS, details);
	}

}

package app.locus.audit;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * One write worth remembering. {@code details} must never hold a secret (keys, tokens,
 * passwords).
 */
public record AuditEntry(AgencyId agency, @Nullable WorkspaceId workspace, String action, @Nullable String target,
		Outcome outcome, @Nullable String details) {

	public enum Outcome {

		SUCCESS, FAILURE, DENIED, UNKNOWN

	}

	public static AuditEntry success(AgencyId agency, @Nullable WorkspaceId workspace, String action,
			@Nullable String target, @Nullable String details) {
		return new AuditEntry(agency, workspace, action, target, Outcome.SUCCESS, details);
	}

}

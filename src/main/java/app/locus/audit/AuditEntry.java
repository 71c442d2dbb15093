package app.locus.audit;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;

/**
 * One write worth remembering. {@code details} must never hold a secret (keys, tokens,
 * passwords).
 */
public record AuditEntry(AgencyId agency, WorkspaceId workspace, String action, String target, Outcome outcome,
		String details) {

	public enum Outcome {

		SUCCESS, FAILURE, DENIED, UNKNOWN

	}

	public static AuditEntry success(AgencyId agency, WorkspaceId workspace, String action, String target,
			String details) {
		return new AuditEntry(agency, workspace, action, target, Outcome.SUCCESS, details);
	}

}

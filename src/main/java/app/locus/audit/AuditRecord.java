package app.locus.audit;

import java.time.Instant;

/**
 * One line of the audit trail as the audit view shows it.
 *
 * @param workspaceId the workspace's id, or null for agency-wide events
 */
public record AuditRecord(long id, Instant occurredAt, String workspaceId, String actorEmail, String action,
		String target, String outcome, String details) {

}

package app.locus.portal;

import java.time.Instant;

import app.locus.base.Role;

/** One invitation as the agency admin's list shows it (never the link). */
public record InvitationSummary(String id, String email, Role role, String workspaces, Instant createdAt,
		Instant expiresAt, InvitationStatus status) {

}

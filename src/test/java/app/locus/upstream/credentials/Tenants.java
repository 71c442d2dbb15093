package app.locus.upstream.credentials;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;

import org.jooq.DSLContext;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Makes agencies, workspaces and users with random ids on the shared test database, and
 * signs a user in for the current thread.
 */
final class Tenants {

	private final DSLContext db;

	Tenants(DSLContext db) {
		this.db = db;
	}

	AgencyId agency() {
		AgencyId id = AgencyId.random();
		db.insertInto(AGENCY)
			.set(AGENCY.ID, id.value())
			.set(AGENCY.NAME, "Agency " + id)
			.set(AGENCY.DISPLAY_NAME, "Agency " + id)
			.execute();
		return id;
	}

	WorkspaceId workspace(AgencyId agency) {
		WorkspaceId id = WorkspaceId.random();
		db.insertInto(WORKSPACE)
			.set(WORKSPACE.ID, id.value())
			.set(WORKSPACE.AGENCY_ID, agency.value())
			.set(WORKSPACE.NAME, "Client " + id)
			.execute();
		return id;
	}

	/** A user of the agency with the role, member of the given workspaces. */
	LocusUser user(AgencyId agency, Role role, WorkspaceId... memberOf) {
		UserId id = UserId.random();
		String email = id + "@example.test";
		db.insertInto(APP_USER)
			.set(APP_USER.ID, id.value())
			.set(APP_USER.AGENCY_ID, agency.value())
			.set(APP_USER.EMAIL, email)
			.set(APP_USER.DISPLAY_NAME, role.name())
			.set(APP_USER.ROLE, role.name())
			.execute();
		for (WorkspaceId workspace : memberOf) {
			db.insertInto(WORKSPACE_MEMBER)
				.set(WORKSPACE_MEMBER.WORKSPACE_ID, workspace.value())
				.set(WORKSPACE_MEMBER.USER_ID, id.value())
				.execute();
		}
		return new LocusUser(id, agency, email, role.name(), role, null, true);
	}

	static void signIn(LocusUser user) {
		SecurityContextHolder.getContext()
			.setAuthentication(new UsernamePasswordAuthenticationToken(user, null, user.getAuthorities()));
	}

	static void signOut() {
		SecurityContextHolder.clearContext();
	}

}

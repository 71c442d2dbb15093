package app.locus.tenancy.repository;

import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;

import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record1;
import org.springframework.stereotype.Repository;

/**
 * The facts the access decision ({@code WorkspaceAccess}) rests on: whether a workspace
 * is an active one of the person's agency, and whether the person is assigned to it. Each
 * answers with the workspace's name, so that a page that shows it asks nothing more.
 */
@Repository
public class WorkspaceVisibilityRepository {

	private final DSLContext db;

	WorkspaceVisibilityRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * The workspace's name if it is an active workspace of the agency (what its admins
	 * see).
	 */
	public Optional<String> activeInAgency(AgencyId agency, WorkspaceId workspace) {
		return db.select(WORKSPACE.NAME)
			.from(WORKSPACE)
			.where(inAgency(agency, workspace))
			.fetchOptional(Record1::value1);
	}

	/**
	 * The workspace's name if it is an active workspace of the agency and the user is
	 * assigned to it.
	 */
	public Optional<String> assigned(AgencyId agency, UserId user, WorkspaceId workspace) {
		return db.select(WORKSPACE.NAME)
			.from(WORKSPACE)
			.join(WORKSPACE_MEMBER)
			.on(WORKSPACE_MEMBER.WORKSPACE_ID.eq(WORKSPACE.ID))
			.where(inAgency(agency, workspace).and(WORKSPACE_MEMBER.USER_ID.eq(user.value())))
			.fetchOptional(Record1::value1);
	}

	private static Condition inAgency(AgencyId agency, WorkspaceId workspace) {
		return WORKSPACE.ID.eq(workspace.value())
			.and(WORKSPACE.AGENCY_ID.eq(agency.value()))
			.and(WORKSPACE.ARCHIVED_AT.isNull());
	}

}

package app.locus.tenancy.repository;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;

import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * The languages people chose for themselves and agencies chose for their client
 * workspaces, as stored codes ("de"). Every statement is scoped to the agency, so an id
 * from another agency matches nothing.
 */
@Repository
public class LanguageRepository {

	private final DSLContext db;

	LanguageRepository(DSLContext db) {
		this.db = db;
	}

	/** The person's own choice; empty when they made none. */
	public Optional<String> chosenBy(AgencyId agency, UserId user) {
		return db.select(APP_USER.LANGUAGE)
			.from(APP_USER)
			.where(APP_USER.ID.eq(user.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.fetchOptional(APP_USER.LANGUAGE);
	}

	public void choose(AgencyId agency, UserId user, String code) {
		db.update(APP_USER)
			.set(APP_USER.LANGUAGE, code)
			.where(APP_USER.ID.eq(user.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	/** The workspace's language; empty for a workspace of another agency. */
	public Optional<String> ofWorkspace(AgencyId agency, WorkspaceId workspace) {
		return db.select(WORKSPACE.LANGUAGE)
			.from(WORKSPACE)
			.where(WORKSPACE.ID.eq(workspace.value()).and(WORKSPACE.AGENCY_ID.eq(agency.value())))
			.fetchOptional(WORKSPACE.LANGUAGE);
	}

	/**
	 * The language of the first active workspace (by name, as the switcher lists them)
	 * the person is assigned to: the one they land on.
	 */
	public Optional<String> ofFirstAssignedWorkspace(AgencyId agency, UserId user) {
		return db.select(WORKSPACE.LANGUAGE)
			.from(WORKSPACE)
			.join(WORKSPACE_MEMBER)
			.on(WORKSPACE_MEMBER.WORKSPACE_ID.eq(WORKSPACE.ID))
			.where(WORKSPACE.AGENCY_ID.eq(agency.value())
				.and(WORKSPACE.ARCHIVED_AT.isNull())
				.and(WORKSPACE_MEMBER.USER_ID.eq(user.value())))
			.orderBy(WORKSPACE.NAME)
			.limit(1)
			.fetchOptional(WORKSPACE.LANGUAGE);
	}

	public void setForWorkspace(AgencyId agency, WorkspaceId workspace, String code) {
		db.update(WORKSPACE)
			.set(WORKSPACE.LANGUAGE, code)
			.where(WORKSPACE.ID.eq(workspace.value()).and(WORKSPACE.AGENCY_ID.eq(agency.value())))
			.execute();
	}

}

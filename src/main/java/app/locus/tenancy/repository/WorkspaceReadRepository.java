package app.locus.tenancy.repository;

import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.tenancy.WorkspaceRow;
import app.locus.tenancy.WorkspaceSummary;

import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/**
 * Read models of workspaces, always within one agency.
 */
@Repository
public class WorkspaceReadRepository {

	private final DSLContext db;

	WorkspaceReadRepository(DSLContext db) {
		this.db = db;
	}

	/** Every workspace of the agency that is not archived, by name. */
	public List<WorkspaceSummary> activeIn(AgencyId agency) {
		return db.select(WORKSPACE.ID, WORKSPACE.NAME)
			.from(WORKSPACE)
			.where(WORKSPACE.AGENCY_ID.eq(agency.value()).and(WORKSPACE.ARCHIVED_AT.isNull()))
			.orderBy(WORKSPACE.NAME)
			.fetch(r -> new WorkspaceSummary(WorkspaceId.parse(r.value1()), r.value2()));
	}

	/**
	 * The not archived workspaces of the agency that the user is assigned to, by name.
	 */
	public List<WorkspaceSummary> assignedTo(AgencyId agency, UserId user) {
		return db.select(WORKSPACE.ID, WORKSPACE.NAME)
			.from(WORKSPACE)
			.join(WORKSPACE_MEMBER)
			.on(WORKSPACE_MEMBER.WORKSPACE_ID.eq(WORKSPACE.ID))
			.where(WORKSPACE.AGENCY_ID.eq(agency.value())
				.and(WORKSPACE.ARCHIVED_AT.isNull())
				.and(WORKSPACE_MEMBER.USER_ID.eq(user.value())))
			.orderBy(WORKSPACE.NAME)
			.fetch(r -> new WorkspaceSummary(WorkspaceId.parse(r.value1()), r.value2()));
	}

	/**
	 * Every workspace of the agency, archived ones included, with how many people are
	 * assigned.
	 */
	public List<WorkspaceRow> allIn(AgencyId agency) {
		Field<Integer> members = DSL
			.field(DSL.selectCount().from(WORKSPACE_MEMBER).where(WORKSPACE_MEMBER.WORKSPACE_ID.eq(WORKSPACE.ID)));
		return db.select(WORKSPACE.ID, WORKSPACE.NAME, WORKSPACE.ARCHIVED_AT, members, WORKSPACE.CREATED_AT)
			.from(WORKSPACE)
			.where(WORKSPACE.AGENCY_ID.eq(agency.value()))
			.orderBy(WORKSPACE.ARCHIVED_AT.isNotNull(), WORKSPACE.NAME)
			.fetch(r -> new WorkspaceRow(WorkspaceId.parse(r.value1()), r.value2(), r.value3() != null, r.value4(),
					DbTime.instant(r.value5())));
	}

}

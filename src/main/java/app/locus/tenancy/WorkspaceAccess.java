package app.locus.tenancy;

import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;

import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Component;

/**
 * The one place that decides whether the current user may read or change a workspace.
 * Every tenant-scoped service calls it first. A workspace the user may not see answers
 * exactly like one that does not exist.
 */
@Component
public class WorkspaceAccess {

	private final DSLContext db;

	private final CurrentUser currentUser;

	WorkspaceAccess(DSLContext db, CurrentUser currentUser) {
		this.db = db;
		this.currentUser = currentUser;
	}

	/** The user may see this workspace (admin of its agency, or assigned to it). */
	public LocusUser requireRead(WorkspaceId workspace) {
		LocusUser user = currentUser.require();
		if (!canSee(user, workspace)) {
			throw new NotFoundException("workspace");
		}
		return user;
	}

	/** The user may change things in this workspace (not a client viewer). */
	public LocusUser requireWrite(WorkspaceId workspace) {
		LocusUser user = requireRead(workspace);
		if (!user.role().canWrite()) {
			throw new ForbiddenException("Your access to this workspace is read-only.");
		}
		return user;
	}

	/** The user is an admin of the agency that owns this workspace. */
	public LocusUser requireAdmin(WorkspaceId workspace) {
		LocusUser user = requireRead(workspace);
		if (user.role() != Role.AGENCY_ADMIN) {
			throw new ForbiddenException("Only agency admins may do this.");
		}
		return user;
	}

	/** The user is an agency admin; returns their agency. */
	public AgencyId requireAgencyAdmin() {
		LocusUser user = currentUser.require();
		if (user.role() != Role.AGENCY_ADMIN) {
			throw new ForbiddenException("Only agency admins may do this.");
		}
		return user.agencyId();
	}

	private boolean canSee(LocusUser user, WorkspaceId workspace) {
		var inAgency = WORKSPACE.ID.eq(workspace.value())
			.and(WORKSPACE.AGENCY_ID.eq(user.agencyId().value()))
			.and(WORKSPACE.ARCHIVED_AT.isNull());
		if (user.role() == Role.AGENCY_ADMIN) {
			return db.fetchExists(WORKSPACE, inAgency);
		}
		return db.fetchExists(DSL.selectOne()
			.from(WORKSPACE)
			.join(WORKSPACE_MEMBER)
			.on(WORKSPACE_MEMBER.WORKSPACE_ID.eq(WORKSPACE.ID))
			.where(inAgency.and(WORKSPACE_MEMBER.USER_ID.eq(user.id().value()))));
	}

}

package app.locus.reports.repository;

import static app.locus.db.Tables.WORKSPACE;

import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.reports.SyncTarget;
import app.locus.reports.SyncTargets;
import org.jooq.DSLContext;
import org.springframework.stereotype.Component;

/** Every workspace that is not archived, for the scheduled report sync. */
@Component
class ActiveWorkspaceRepository implements SyncTargets {

	private final DSLContext db;

	ActiveWorkspaceRepository(DSLContext db) {
		this.db = db;
	}

	@Override
	public List<SyncTarget> all() {
		return db.select(WORKSPACE.AGENCY_ID, WORKSPACE.ID)
			.from(WORKSPACE)
			.where(WORKSPACE.ARCHIVED_AT.isNull())
			.orderBy(WORKSPACE.ID)
			.fetch(row -> new SyncTarget(AgencyId.parse(row.value1()), WorkspaceId.parse(row.value2())));
	}

}

package app.locus.credits.repository;

import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static app.locus.db.Tables.WORKSPACE;

import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/** The workspaces the snapshot job visits: not archived, with an API key not revoked. */
@Repository
public class SnapshotTargetRepository {

	/** A workspace with the agency it belongs to. */
	public record Target(AgencyId agency, WorkspaceId workspace) {

	}

	private final DSLContext db;

	SnapshotTargetRepository(DSLContext db) {
		this.db = db;
	}

	public List<Target> withActiveCredential() {
		return db.select(WORKSPACE.AGENCY_ID, WORKSPACE.ID)
			.from(WORKSPACE)
			.where(WORKSPACE.ARCHIVED_AT.isNull())
			.and(DSL.exists(DSL.selectOne()
				.from(UPSTREAM_API_KEY)
				.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(WORKSPACE.ID))
				.and(UPSTREAM_API_KEY.REVOKED_AT.isNull())))
			.orderBy(WORKSPACE.ID)
			.fetch(row -> new Target(AgencyId.parse(row.value1()), WorkspaceId.parse(row.value2())));
	}

}

package app.locus.credits.repository;

import static app.locus.base.DbTime.utc;
import static app.locus.db.Tables.CREDIT_VISIBILITY;

import java.time.Instant;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/** Whether client viewers of a workspace see its credits; shown unless a row says not. */
@Repository
public class VisibilityRepository {

	private final DSLContext db;

	VisibilityRepository(DSLContext db) {
		this.db = db;
	}

	public boolean shownToClients(AgencyId agency, WorkspaceId workspace) {
		Boolean shown = db.select(CREDIT_VISIBILITY.SHOWN_TO_CLIENTS)
			.from(CREDIT_VISIBILITY)
			.where(CREDIT_VISIBILITY.WORKSPACE_ID.eq(workspace.value()))
			.and(CREDIT_VISIBILITY.AGENCY_ID.eq(agency.value()))
			.fetchOne(CREDIT_VISIBILITY.SHOWN_TO_CLIENTS);
		return shown == null || shown;
	}

	public void set(AgencyId agency, WorkspaceId workspace, boolean shown, UserId by, Instant now) {
		db.insertInto(CREDIT_VISIBILITY)
			.set(CREDIT_VISIBILITY.WORKSPACE_ID, workspace.value())
			.set(CREDIT_VISIBILITY.AGENCY_ID, agency.value())
			.set(CREDIT_VISIBILITY.SHOWN_TO_CLIENTS, shown)
			.set(CREDIT_VISIBILITY.UPDATED_BY, by.value())
			.set(CREDIT_VISIBILITY.UPDATED_AT, utc(now))
			.onDuplicateKeyUpdate()
			.set(CREDIT_VISIBILITY.SHOWN_TO_CLIENTS, shown)
			.set(CREDIT_VISIBILITY.UPDATED_BY, by.value())
			.set(CREDIT_VISIBILITY.UPDATED_AT, utc(now))
			.execute();
	}

}

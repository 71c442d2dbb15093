package app.locus.alerts;

import static app.locus.db.Tables.ALERT;
import static app.locus.db.Tables.ALERT_RECEIPT;

import java.util.List;

import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;

/** What the alert rounds stored for one workspace, read straight from the tables. */
record FiredAlerts(DSLContext db, WorkspaceId workspace) {

	/** The titles of the workspace's alerts of a kind, oldest first. */
	List<String> titles(AlertKind kind) {
		return db.select(ALERT.TITLE)
			.from(ALERT)
			.where(ALERT.WORKSPACE_ID.eq(workspace.value()))
			.and(ALERT.KIND.eq(kind.name()))
			.orderBy(ALERT.FIRED_AT, ALERT.ID)
			.fetch(ALERT.TITLE);
	}

	List<String> details(AlertKind kind) {
		return db.select(ALERT.DETAIL)
			.from(ALERT)
			.where(ALERT.WORKSPACE_ID.eq(workspace.value()))
			.and(ALERT.KIND.eq(kind.name()))
			.orderBy(ALERT.FIRED_AT, ALERT.ID)
			.fetch(ALERT.DETAIL);
	}

	/** The ids of the people who received the workspace's alerts of a kind. */
	List<String> receivers(AlertKind kind) {
		return db.select(ALERT_RECEIPT.USER_ID)
			.from(ALERT_RECEIPT)
			.join(ALERT)
			.on(ALERT.ID.eq(ALERT_RECEIPT.ALERT_ID))
			.where(ALERT.WORKSPACE_ID.eq(workspace.value()))
			.and(ALERT.KIND.eq(kind.name()))
			.fetch(ALERT_RECEIPT.USER_ID);
	}

}

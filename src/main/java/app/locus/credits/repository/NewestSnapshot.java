package app.locus.credits.repository;

import static app.locus.db.Tables.CREDIT_SNAPSHOT;
import static app.locus.db.Tables.WORKSPACE;

import org.jooq.Field;
import org.jooq.impl.DSL;

/**
 * The one definition of a workspace's current balance: its newest credit snapshot that
 * holds a balance (a refresh that failed stores none). Used by the credits round and the
 * agency overview, so both read the same snapshot.
 */
public final class NewestSnapshot {

	private NewestSnapshot() {
	}

	/**
	 * The id of the newest snapshot with a balance of the workspace in the enclosing
	 * query's {@code WORKSPACE} row, as the column {@code newest}.
	 */
	public static Field<String> withBalanceOfEachWorkspace() {
		var newer = CREDIT_SNAPSHOT.as("newer");
		return DSL
			.field(DSL.select(newer.ID)
				.from(newer)
				.where(newer.WORKSPACE_ID.eq(WORKSPACE.ID))
				.and(newer.BALANCE.isNotNull())
				.orderBy(newer.TAKEN_AT.desc(), newer.ID.desc())
				.limit(1))
			.as("newest");
	}

}

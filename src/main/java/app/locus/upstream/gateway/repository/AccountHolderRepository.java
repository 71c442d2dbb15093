package app.locus.upstream.gateway.repository;

import static app.locus.db.Tables.CREDIT_SNAPSHOT;

import java.util.Optional;

import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * Who holds the service account behind a workspace's key, as the newest account snapshot
 * that named one says (DD151): the rate limit is the account's, not the workspace's
 * (DD162).
 */
@Repository
public class AccountHolderRepository {

	private final DSLContext db;

	public AccountHolderRepository(DSLContext db) {
		this.db = db;
	}

	public Optional<String> newestHolder(WorkspaceId workspace) {
		return db.select(CREDIT_SNAPSHOT.ACCOUNT_HOLDER)
			.from(CREDIT_SNAPSHOT)
			.where(CREDIT_SNAPSHOT.WORKSPACE_ID.eq(workspace.value()))
			.and(CREDIT_SNAPSHOT.ACCOUNT_HOLDER.isNotNull())
			.orderBy(CREDIT_SNAPSHOT.TAKEN_AT.desc(), CREDIT_SNAPSHOT.ID.desc())
			.limit(1)
			.fetchOptional(CREDIT_SNAPSHOT.ACCOUNT_HOLDER);
	}

}

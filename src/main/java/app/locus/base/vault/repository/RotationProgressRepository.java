package app.locus.base.vault.repository;

import static app.locus.db.Tables.VAULT_ROTATION_PROGRESS;

import java.time.Instant;
import java.util.Optional;

import app.locus.base.DbTime;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * How far the master-key rotation has come in each store of sealed secrets (DD190): one
 * row per store, for the master key that was current when it was written.
 */
@Repository
public class RotationProgressRepository {

	private final DSLContext db;

	RotationProgressRepository(DSLContext db) {
		this.db = db;
	}

	/** Where a store's rotation stands: the last row id walked and the counts so far. */
	public record Progress(String masterKeyVersion, String afterId, int resealed, int unreadable, boolean finished) {

	}

	public Optional<Progress> find(String store) {
		return db.selectFrom(VAULT_ROTATION_PROGRESS)
			.where(VAULT_ROTATION_PROGRESS.STORE_NAME.eq(store))
			.fetchOptional(row -> new Progress(row.getMasterKeyVersion(), row.getAfterId(), row.getResealed(),
					row.getUnreadable(), row.getFinished()));
	}

	public void save(String store, Progress progress, Instant now) {
		db.insertInto(VAULT_ROTATION_PROGRESS)
			.set(VAULT_ROTATION_PROGRESS.STORE_NAME, store)
			.set(VAULT_ROTATION_PROGRESS.MASTER_KEY_VERSION, progress.masterKeyVersion())
			.set(VAULT_ROTATION_PROGRESS.AFTER_ID, progress.afterId())
			.set(VAULT_ROTATION_PROGRESS.RESEALED, progress.resealed())
			.set(VAULT_ROTATION_PROGRESS.UNREADABLE, progress.unreadable())
			.set(VAULT_ROTATION_PROGRESS.FINISHED, progress.finished())
			.set(VAULT_ROTATION_PROGRESS.UPDATED_AT, DbTime.utc(now))
			.onDuplicateKeyUpdate()
			.set(VAULT_ROTATION_PROGRESS.MASTER_KEY_VERSION, progress.masterKeyVersion())
			.set(VAULT_ROTATION_PROGRESS.AFTER_ID, progress.afterId())
			.set(VAULT_ROTATION_PROGRESS.RESEALED, progress.resealed())
			.set(VAULT_ROTATION_PROGRESS.UNREADABLE, progress.unreadable())
			.set(VAULT_ROTATION_PROGRESS.FINISHED, progress.finished())
			.set(VAULT_ROTATION_PROGRESS.UPDATED_AT, DbTime.utc(now))
			.execute();
	}

}

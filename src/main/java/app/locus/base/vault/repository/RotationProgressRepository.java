package app.locus.base.vault.repository;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.name;
import static org.jooq.impl.DSL.table;

import java.time.Instant;
import java.time.LocalDateTime;
import java.util.Optional;

import app.locus.base.DbTime;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.Table;
import org.jooq.impl.SQLDataType;
import org.springframework.stereotype.Repository;

/**
 * How far the master-key rotation has come in each store of sealed secrets (DD190): one
 * row per store, for the master key that was current when it was written. Its table is
 * named here rather than through the generated classes, which belong to no layer the
 * kernel may use.
 */
@Repository
public class RotationProgressRepository {

	private static final Table<Record> PROGRESS = table(name("vault_rotation_progress"));

	private static final Field<String> STORE_NAME = field(name("store_name"), SQLDataType.VARCHAR);

	private static final Field<String> MASTER_KEY_VERSION = field(name("master_key_version"), SQLDataType.VARCHAR);

	private static final Field<String> AFTER_ID = field(name("after_id"), SQLDataType.VARCHAR);

	private static final Field<Integer> RESEALED = field(name("resealed"), SQLDataType.INTEGER);

	private static final Field<Integer> UNREADABLE = field(name("unreadable"), SQLDataType.INTEGER);

	private static final Field<Boolean> FINISHED = field(name("finished"), SQLDataType.BOOLEAN);

	private static final Field<LocalDateTime> UPDATED_AT = field(name("updated_at"), SQLDataType.LOCALDATETIME(3));

	private final DSLContext db;

	RotationProgressRepository(DSLContext db) {
		this.db = db;
	}

	/** Where a store's rotation stands: the last row id walked and the counts so far. */
	public record Progress(String masterKeyVersion, String afterId, int resealed, int unreadable, boolean finished) {

	}

	public Optional<Progress> find(String store) {
		return db.select(MASTER_KEY_VERSION, AFTER_ID, RESEALED, UNREADABLE, FINISHED)
			.from(PROGRESS)
			.where(STORE_NAME.eq(store))
			.fetchOptional(row -> new Progress(row.value1(), row.value2(), row.value3(), row.value4(), row.value5()));
	}

	public void save(String store, Progress progress, Instant now) {
		LocalDateTime at = DbTime.utc(now);
		db.insertInto(PROGRESS)
			.set(STORE_NAME, store)
			.set(MASTER_KEY_VERSION, progress.masterKeyVersion())
			.set(AFTER_ID, progress.afterId())
			.set(RESEALED, progress.resealed())
			.set(UNREADABLE, progress.unreadable())
			.set(FINISHED, progress.finished())
			.set(UPDATED_AT, at)
			.onDuplicateKeyUpdate()
			.set(MASTER_KEY_VERSION, progress.masterKeyVersion())
			.set(AFTER_ID, progress.afterId())
			.set(RESEALED, progress.resealed())
			.set(UNREADABLE, progress.unreadable())
			.set(FINISHED, progress.finished())
			.set(UPDATED_AT, at)
			.execute();
	}

}

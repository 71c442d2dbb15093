package app.locus.security.repository;

import static app.locus.db.Tables.LOGIN_THROTTLE;

import java.time.Instant;
import java.util.Optional;

import app.locus.base.DbTime;
import app.locus.db.tables.records.LoginThrottleRecord;

import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * Sign-in failure counters, shared by every node through the database. Subjects are
 * hashes, never e-mails or addresses in clear.
 */
@Repository
public class ThrottleRepository {

	private final DSLContext db;

	ThrottleRepository(DSLContext db) {
		this.db = db;
	}

	public Optional<ThrottleState> find(String subject) {
		return db.selectFrom(LOGIN_THROTTLE)
			.where(LOGIN_THROTTLE.SUBJECT.eq(subject))
			.fetchOptional(ThrottleRepository::toState);
	}

	/**
	 * Reads the subject's counter, creating it if missing, and locks the row until the
	 * surrounding transaction ends so that concurrent failures on any node are counted
	 * one after the other.
	 */
	public ThrottleState lockForUpdate(String subject, String kind, Instant now) {
		db.insertInto(LOGIN_THROTTLE)
			.set(LOGIN_THROTTLE.SUBJECT, subject)
			.set(LOGIN_THROTTLE.KIND, kind)
			.set(LOGIN_THROTTLE.WINDOW_STARTED_AT, DbTime.utc(now))
			.set(LOGIN_THROTTLE.UPDATED_AT, DbTime.utc(now))
			.onDuplicateKeyIgnore()
			.execute();
		return toState(db.selectFrom(LOGIN_THROTTLE).where(LOGIN_THROTTLE.SUBJECT.eq(subject)).forUpdate().fetchOne());
	}

	public void save(String subject, ThrottleState state) {
		db.update(LOGIN_THROTTLE)
			.set(LOGIN_THROTTLE.FAILURES, state.failures())
			.set(LOGIN_THROTTLE.WINDOW_STARTED_AT, DbTime.utc(state.windowStartedAt()))
			.set(LOGIN_THROTTLE.LOCKOUTS, state.lockouts())
			.set(LOGIN_THROTTLE.LOCKED_UNTIL, DbTime.utc(state.lockedUntil()))
			.set(LOGIN_THROTTLE.UPDATED_AT, DbTime.utc(state.updatedAt()))
			.where(LOGIN_THROTTLE.SUBJECT.eq(subject))
			.execute();
	}

	public void delete(String subject) {
		db.deleteFrom(LOGIN_THROTTLE).where(LOGIN_THROTTLE.SUBJECT.eq(subject)).execute();
	}

	/** Forgets counters untouched since {@code cutoff} that hold no running cool-down. */
	public int purgeIdleSince(Instant cutoff, Instant now) {
		return db.deleteFrom(LOGIN_THROTTLE)
			.where(LOGIN_THROTTLE.UPDATED_AT.lt(DbTime.utc(cutoff)))
			.and(LOGIN_THROTTLE.LOCKED_UNTIL.isNull().or(LOGIN_THROTTLE.LOCKED_UNTIL.lt(DbTime.utc(now))))
			.execute();
	}

	private static ThrottleState toState(LoginThrottleRecord r) {
		return new ThrottleState(r.getFailures(), DbTime.instant(r.getWindowStartedAt()), r.getLockouts(),
				DbTime.instant(r.getLockedUntil()), DbTime.instant(r.getUpdatedAt()));
	}

}

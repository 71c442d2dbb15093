package app.locus.twofactor.repository;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.USER_RECOVERY_CODE;
import static app.locus.db.Tables.USER_TWO_FACTOR;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.OpaqueId;
import app.locus.base.UserId;
import app.locus.db.tables.records.UserTwoFactorRecord;
import app.locus.security.repository.ThrottleState;
import app.locus.base.vault.SealedSecret;

import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * Authenticators, recovery codes and the agency's "second factor required" switch. Every
 * query names the user's agency as well, so an id of another agency finds nothing.
 */
@Repository
public class TwoFactorRepository {

	private final DSLContext db;

	TwoFactorRepository(DSLContext db) {
		this.db = db;
	}

	public Optional<StoredFactor> find(AgencyId agency, UserId user) {
		return db.selectFrom(USER_TWO_FACTOR)
			.where(USER_TWO_FACTOR.USER_ID.eq(user.value()).and(USER_TWO_FACTOR.AGENCY_ID.eq(agency.value())))
			.fetchOptional(TwoFactorRepository::toStored);
	}

	/**
	 * Like {@link #find}, locking the row until the transaction ends, so that codes for
	 * one user are checked one after the other on every node.
	 */
	public Optional<StoredFactor> lockForUpdate(AgencyId agency, UserId user) {
		return db.selectFrom(USER_TWO_FACTOR)
			.where(USER_TWO_FACTOR.USER_ID.eq(user.value()).and(USER_TWO_FACTOR.AGENCY_ID.eq(agency.value())))
			.forUpdate()
			.fetchOptional(TwoFactorRepository::toStored);
	}

	/**
	 * Stores a new, unconfirmed authenticator with its recovery code hashes in place of
	 * any earlier unconfirmed one. The code-failure count is kept.
	 */
	public void begin(AgencyId agency, UserId user, SealedSecret secret, List<String> recoveryHashes, Instant now) {
		db.insertInto(USER_TWO_FACTOR)
			.set(USER_TWO_FACTOR.USER_ID, user.value())
			.set(USER_TWO_FACTOR.AGENCY_ID, agency.value())
			.set(USER_TWO_FACTOR.SECRET_NONCE, secret.nonce())
			.set(USER_TWO_FACTOR.SECRET_CIPHERTEXT, secret.ciphertext())
			.set(USER_TWO_FACTOR.MASTER_KEY_VERSION, secret.masterKeyVersion())
			.set(USER_TWO_FACTOR.WINDOW_STARTED_AT, DbTime.utc(now))
			.set(USER_TWO_FACTOR.THROTTLE_UPDATED_AT, DbTime.utc(now))
			.set(USER_TWO_FACTOR.UPDATED_AT, DbTime.utc(now))
			.onDuplicateKeyUpdate()
			.set(USER_TWO_FACTOR.SECRET_NONCE, secret.nonce())
			.set(USER_TWO_FACTOR.SECRET_CIPHERTEXT, secret.ciphertext())
			.set(USER_TWO_FACTOR.MASTER_KEY_VERSION, secret.masterKeyVersion())
			.setNull(USER_TWO_FACTOR.CONFIRMED_AT)
			.setNull(USER_TWO_FACTOR.LAST_USED_STEP)
			.set(USER_TWO_FACTOR.UPDATED_AT, DbTime.utc(now))
			.execute();
		replaceRecoveryCodes(user, recoveryHashes);
	}

	/** Makes the authenticator guard sign-in. */
	public void confirm(AgencyId agency, UserId user, Instant now) {
		db.update(USER_TWO_FACTOR)
			.set(USER_TWO_FACTOR.CONFIRMED_AT, DbTime.utc(now))
			.set(USER_TWO_FACTOR.UPDATED_AT, DbTime.utc(now))
			.where(USER_TWO_FACTOR.USER_ID.eq(user.value()).and(USER_TWO_FACTOR.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	/**
	 * Records that a code of time step {@code step} was used.
	 * @return false when a code of this step or a later one was used already (a replay)
	 */
	public boolean useStep(AgencyId agency, UserId user, long step) {
		return db.update(USER_TWO_FACTOR)
			.set(USER_TWO_FACTOR.LAST_USED_STEP, step)
			.where(USER_TWO_FACTOR.USER_ID.eq(user.value()).and(USER_TWO_FACTOR.AGENCY_ID.eq(agency.value())))
			.and(USER_TWO_FACTOR.LAST_USED_STEP.isNull().or(USER_TWO_FACTOR.LAST_USED_STEP.lt(step)))
			.execute() == 1;
	}

	public void saveThrottle(AgencyId agency, UserId user, ThrottleState state) {
		db.update(USER_TWO_FACTOR)
			.set(USER_TWO_FACTOR.FAILURES, state.failures())
			.set(USER_TWO_FACTOR.WINDOW_STARTED_AT, DbTime.utc(state.windowStartedAt()))
			.set(USER_TWO_FACTOR.LOCKOUTS, state.lockouts())
			.set(USER_TWO_FACTOR.LOCKED_UNTIL, DbTime.utc(state.lockedUntil()))
			.set(USER_TWO_FACTOR.THROTTLE_UPDATED_AT, DbTime.utc(state.updatedAt()))
			.where(USER_TWO_FACTOR.USER_ID.eq(user.value()).and(USER_TWO_FACTOR.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	/** Removes the authenticator and its recovery codes. */
	public void delete(AgencyId agency, UserId user) {
		db.deleteFrom(USER_TWO_FACTOR)
			.where(USER_TWO_FACTOR.USER_ID.eq(user.value()).and(USER_TWO_FACTOR.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	public void replaceRecoveryCodes(UserId user, List<String> hashes) {
		db.deleteFrom(USER_RECOVERY_CODE).where(USER_RECOVERY_CODE.USER_ID.eq(user.value())).execute();
		for (String hash : hashes) {
			db.insertInto(USER_RECOVERY_CODE)
				.set(USER_RECOVERY_CODE.ID, OpaqueId.next())
				.set(USER_RECOVERY_CODE.USER_ID, user.value())
				.set(USER_RECOVERY_CODE.CODE_HASH, hash)
				.execute();
		}
	}

	public List<StoredRecoveryCode> unusedRecoveryCodes(UserId user) {
		return db.select(USER_RECOVERY_CODE.ID, USER_RECOVERY_CODE.CODE_HASH)
			.from(USER_RECOVERY_CODE)
			.where(USER_RECOVERY_CODE.USER_ID.eq(user.value()).and(USER_RECOVERY_CODE.USED_AT.isNull()))
			.fetch(r -> new StoredRecoveryCode(r.value1(), r.value2()));
	}

	/**
	 * @return false when the code was used meanwhile
	 */
	public boolean useRecoveryCode(String id, Instant now) {
		return db.update(USER_RECOVERY_CODE)
			.set(USER_RECOVERY_CODE.USED_AT, DbTime.utc(now))
			.where(USER_RECOVERY_CODE.ID.eq(id).and(USER_RECOVERY_CODE.USED_AT.isNull()))
			.execute() == 1;
	}

	public boolean required(AgencyId agency) {
		return Boolean.TRUE.equals(db.fetchValue(AGENCY.TWO_FACTOR_REQUIRED, AGENCY.ID.eq(agency.value())));
	}

	public void setRequired(AgencyId agency, boolean required) {
		db.update(AGENCY).set(AGENCY.TWO_FACTOR_REQUIRED, required).where(AGENCY.ID.eq(agency.value())).execute();
	}

	/**
	 * Up to {@code limit} authenticators after {@code afterUser} in id order (keyset).
	 */
	/**
	 * The factors whose secret is sealed under another master key than
	 * {@code currentVersion}, of users after {@code afterUser}, in user order.
	 */
	public List<StoredFactor> sealedWithOtherMasterKey(String currentVersion, String afterUser, int limit) {
		return db.selectFrom(USER_TWO_FACTOR)
			.where(USER_TWO_FACTOR.MASTER_KEY_VERSION.ne(currentVersion))
			.and(USER_TWO_FACTOR.USER_ID.gt(afterUser))
			.orderBy(USER_TWO_FACTOR.USER_ID)
			.limit(limit)
			.fetch(TwoFactorRepository::toStored);
	}

	/** Replaces a sealed secret unless the row changed meanwhile. */
	public boolean reseal(StoredFactor factor, SealedSecret resealed) {
		return db.update(USER_TWO_FACTOR)
			.set(USER_TWO_FACTOR.SECRET_NONCE, resealed.nonce())
			.set(USER_TWO_FACTOR.SECRET_CIPHERTEXT, resealed.ciphertext())
			.set(USER_TWO_FACTOR.MASTER_KEY_VERSION, resealed.masterKeyVersion())
			.where(USER_TWO_FACTOR.USER_ID.eq(factor.user().value()))
			.and(USER_TWO_FACTOR.SECRET_NONCE.eq(factor.secret().nonce()))
			.execute() == 1;
	}

	private static StoredFactor toStored(UserTwoFactorRecord r) {
		return new StoredFactor(UserId.parse(r.getUserId()), AgencyId.parse(r.getAgencyId()),
				new SealedSecret(r.getSecretNonce(), r.getSecretCiphertext(), r.getMasterKeyVersion()),
				DbTime.instant(r.getConfirmedAt()), r.getLastUsedStep(),
				new ThrottleState(r.getFailures(), DbTime.instant(r.getWindowStartedAt()), r.getLockouts(),
						DbTime.instant(r.getLockedUntil()), DbTime.instant(r.getThrottleUpdatedAt())));
	}

}

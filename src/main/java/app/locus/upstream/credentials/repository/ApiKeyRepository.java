package app.locus.upstream.credentials.repository;

import app.locus.base.vault.SealedSecret;
import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.db.tables.records.UpstreamApiKeyRecord;
import app.locus.upstream.credentials.ApiKeyId;

import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.lang.Contract;
import org.springframework.stereotype.Repository;

/**
 * Stored API keys. Every query that takes a key id also filters on its workspace, so an
 * id from another tenant finds nothing.
 */
@Repository
public class ApiKeyRepository {

	private final DSLContext db;

	ApiKeyRepository(DSLContext db) {
		this.db = db;
	}

	/** The workspace's keys, newest first, revoked ones included. */
	public List<StoredApiKey> list(WorkspaceId workspace) {
		return db.selectFrom(UPSTREAM_API_KEY)
			.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()))
			.orderBy(UPSTREAM_API_KEY.CREATED_AT.desc(), UPSTREAM_API_KEY.ID)
			.fetch(ApiKeyRepository::toStored);
	}

	public Optional<StoredApiKey> find(WorkspaceId workspace, ApiKeyId id) {
		return db.selectFrom(UPSTREAM_API_KEY)
			.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_API_KEY.ID.eq(id.value()))
			.fetchOptional(ApiKeyRepository::toStored);
	}

	/** The key the gateway uses: the active one whose secret was set last. */
	public Optional<StoredApiKey> newestActive(WorkspaceId workspace) {
		return db.selectFrom(UPSTREAM_API_KEY)
			.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_API_KEY.REVOKED_AT.isNull())
			.orderBy(DSL.coalesce(UPSTREAM_API_KEY.ROTATED_AT, UPSTREAM_API_KEY.CREATED_AT).desc(), UPSTREAM_API_KEY.ID)
			.limit(1)
			.fetchOptional(ApiKeyRepository::toStored);
	}

	/** The workspace's active keys, without a lock: a first check before a slow call. */
	public int countActive(WorkspaceId workspace) {
		return db.fetchCount(UPSTREAM_API_KEY,
				UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()).and(UPSTREAM_API_KEY.REVOKED_AT.isNull()));
	}

	/**
	 * Counts the workspace's active keys while holding its row lock until the transaction
	 * ends, so two concurrent adds cannot both pass the limit.
	 */
	public int countActiveForUpdate(WorkspaceId workspace) {
		db.select(WORKSPACE.ID).from(WORKSPACE).where(WORKSPACE.ID.eq(workspace.value())).forUpdate().fetch();
		return db.fetchCount(UPSTREAM_API_KEY,
				UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()).and(UPSTREAM_API_KEY.REVOKED_AT.isNull()));
	}

	public void insert(StoredApiKey key) {
		db.insertInto(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.ID, key.id().value())
			.set(UPSTREAM_API_KEY.WORKSPACE_ID, key.workspace().value())
			.set(UPSTREAM_API_KEY.LABEL, key.label())
			.set(UPSTREAM_API_KEY.LAST4, key.last4())
			.set(UPSTREAM_API_KEY.IP_NOTE, key.ipNote())
			.set(UPSTREAM_API_KEY.SECRET_NONCE, key.secret().nonce())
			.set(UPSTREAM_API_KEY.SECRET_CIPHERTEXT, key.secret().ciphertext())
			.set(UPSTREAM_API_KEY.MASTER_KEY_VERSION, key.secret().masterKeyVersion())
			.set(UPSTREAM_API_KEY.CREATED_AT, toDb(key.createdAt()))
			.set(UPSTREAM_API_KEY.ACCOUNT_HOLDER, key.accountHolder())
			.set(UPSTREAM_API_KEY.LAST_WORKED_AT, key.lastWorkedAt() == null ? null : toDb(key.lastWorkedAt()))
			.execute();
	}

	/**
	 * Replaces the secret of an active key (rotation) with one the service has just
	 * accepted at {@code at}, naming the account it belongs to (or null when it named
	 * none); false when there is no such key.
	 */
	public boolean rotate(WorkspaceId workspace, ApiKeyId id, SealedSecret secret, String last4, Instant at,
			@Nullable String accountHolder) {
		return db.update(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.SECRET_NONCE, secret.nonce())
			.set(UPSTREAM_API_KEY.SECRET_CIPHERTEXT, secret.ciphertext())
			.set(UPSTREAM_API_KEY.MASTER_KEY_VERSION, secret.masterKeyVersion())
			.set(UPSTREAM_API_KEY.LAST4, last4)
			.set(UPSTREAM_API_KEY.ROTATED_AT, toDb(at))
			.set(UPSTREAM_API_KEY.ACCOUNT_HOLDER, accountHolder)
			.setNull(UPSTREAM_API_KEY.LAST_TESTED_AT)
			.setNull(UPSTREAM_API_KEY.LAST_TEST_OUTCOME)
			.set(UPSTREAM_API_KEY.LAST_WORKED_AT, toDb(at))
			.setNull(UPSTREAM_API_KEY.LAST_FAILED_AT)
			.setNull(UPSTREAM_API_KEY.LAST_FAILURE_REASON)
			.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_API_KEY.ID.eq(id.value()))
			.and(UPSTREAM_API_KEY.REVOKED_AT.isNull())
			.execute() == 1;
	}

	/** Marks an active key revoked; false when there is no such active key. */
	public boolean revoke(WorkspaceId workspace, ApiKeyId id, Instant at) {
		return db.update(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.REVOKED_AT, toDb(at))
			.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_API_KEY.ID.eq(id.value()))
			.and(UPSTREAM_API_KEY.REVOKED_AT.isNull())
			.execute() == 1;
	}

	public void recordTest(WorkspaceId workspace, ApiKeyId id, Instant at, String outcome) {
		db.update(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.LAST_TESTED_AT, toDb(at))
			.set(UPSTREAM_API_KEY.LAST_TEST_OUTCOME, outcome)
			.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_API_KEY.ID.eq(id.value()))
			.execute();
	}

	/**
	 * Notes that the key worked at {@code at}, unless it was noted after
	 * {@code unlessAfter} already. By key id alone: the gateway's own bookkeeping for the
	 * key it has just sent, not a tenant's request.
	 */
	public void recordWorked(ApiKeyId id, Instant at, Instant unlessAfter) {
		db.update(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.LAST_WORKED_AT, toDb(at))
			.where(UPSTREAM_API_KEY.ID.eq(id.value()))
			.and(UPSTREAM_API_KEY.LAST_WORKED_AT.isNull().or(UPSTREAM_API_KEY.LAST_WORKED_AT.le(toDb(unlessAfter))))
			.execute();
	}

	/**
	 * Notes that the service refused the key at {@code at} and why, unless a refusal was
	 * noted after {@code unlessAfter} already. By key id alone, like
	 * {@link #recordWorked}.
	 */
	public void recordRefused(ApiKeyId id, Instant at, Instant unlessAfter, String reason) {
		db.update(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.LAST_FAILED_AT, toDb(at))
			.set(UPSTREAM_API_KEY.LAST_FAILURE_REASON, reason)
			.where(UPSTREAM_API_KEY.ID.eq(id.value()))
			.and(UPSTREAM_API_KEY.LAST_FAILED_AT.isNull().or(UPSTREAM_API_KEY.LAST_FAILED_AT.le(toDb(unlessAfter))))
			.execute();
	}

	/**
	 * Keys of every workspace still sealed with another master key than
	 * {@code currentVersion}, in id order after {@code afterId}: maintenance after a
	 * master-key rotation, which is why it spans tenants.
	 */
	public List<StoredApiKey> sealedWithOtherMasterKey(String currentVersion, String afterId, int limit) {
		return db.selectFrom(UPSTREAM_API_KEY)
			.where(UPSTREAM_API_KEY.MASTER_KEY_VERSION.ne(currentVersion))
			.and(UPSTREAM_API_KEY.ID.gt(afterId))
			.orderBy(UPSTREAM_API_KEY.ID)
			.limit(limit)
			.fetch(ApiKeyRepository::toStored);
	}

	/**
	 * Stores a re-sealed secret, unless the row changed since it was read (rotated or
	 * re-sealed by another node); says whether it did.
	 */
	public boolean reseal(StoredApiKey key, SealedSecret fresh) {
		return db.update(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.SECRET_NONCE, fresh.nonce())
			.set(UPSTREAM_API_KEY.SECRET_CIPHERTEXT, fresh.ciphertext())
			.set(UPSTREAM_API_KEY.MASTER_KEY_VERSION, fresh.masterKeyVersion())
			.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(key.workspace().value()))
			.and(UPSTREAM_API_KEY.ID.eq(key.id().value()))
			.and(UPSTREAM_API_KEY.SECRET_NONCE.eq(key.secret().nonce()))
			.execute() == 1;
	}

	/** The agency that owns the workspace. */
	public AgencyId agencyOf(WorkspaceId workspace) {
		return new AgencyId(db.fetchValue(WORKSPACE.AGENCY_ID, WORKSPACE.ID.eq(workspace.value())));
	}

	/** The agency setting: may account managers manage API keys? */
	public boolean managersManageKeys(AgencyId agency) {
		return Boolean.TRUE.equals(db.fetchValue(AGENCY.MANAGERS_MANAGE_KEYS, AGENCY.ID.eq(agency.value())));
	}

	public void setManagersManageKeys(AgencyId agency, boolean allowed) {
		db.update(AGENCY).set(AGENCY.MANAGERS_MANAGE_KEYS, allowed).where(AGENCY.ID.eq(agency.value())).execute();
	}

	private static StoredApiKey toStored(UpstreamApiKeyRecord row) {
		return new StoredApiKey(new ApiKeyId(row.getId()), new WorkspaceId(row.getWorkspaceId()), row.getLabel(),
				row.getLast4(), row.getIpNote(),
				new SealedSecret(row.getSecretNonce(), row.getSecretCiphertext(), row.getMasterKeyVersion()),
				fromDb(row.getCreatedAt()), fromDb(row.getRotatedAt()), fromDb(row.getRevokedAt()),
				fromDb(row.getLastTestedAt()), row.getLastTestOutcome(), fromDb(row.getLastWorkedAt()),
				fromDb(row.getLastFailedAt()), row.getLastFailureReason(), row.getAccountHolder());
	}

	private static LocalDateTime toDb(Instant instant) {
		return LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
	}

	@Contract("null -> null; !null -> !null")
	private static @Nullable Instant fromDb(@Nullable LocalDateTime value) {
		return value == null ? null : value.toInstant(ZoneOffset.UTC);
	}

}

package app.locus.upstream.credentials.repository;

import app.locus.base.vault.SealedSecret;
import static app.locus.db.Tables.UPSTREAM_OAUTH_CONNECTION;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.db.tables.records.UpstreamOauthConnectionRecord;
import app.locus.upstream.credentials.ConnectionStatus;
import app.locus.upstream.credentials.OAuthConnectionId;

import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.lang.Contract;
import org.springframework.stereotype.Repository;

/**
 * Stored OAuth connections. Every query filters on the workspace, so an id from another
 * tenant finds nothing.
 */
@Repository
public class OAuthConnectionRepository {

	private final DSLContext db;

	OAuthConnectionRepository(DSLContext db) {
		this.db = db;
	}

	/** The workspace's connection that has not ended (active or waiting to reconnect). */
	public Optional<StoredConnection> current(WorkspaceId workspace) {
		return db.selectFrom(UPSTREAM_OAUTH_CONNECTION)
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_OAUTH_CONNECTION.STATUS.ne(ConnectionStatus.DISCONNECTED.name()))
			.orderBy(UPSTREAM_OAUTH_CONNECTION.CONNECTED_AT.desc())
			.limit(1)
			.fetchOptional(OAuthConnectionRepository::toStored);
	}

	/**
	 * The connection, with its row locked until the transaction ends: one node at a time
	 * renews its tokens (the service's refresh tokens work once).
	 */
	public Optional<StoredConnection> lock(WorkspaceId workspace, OAuthConnectionId id) {
		return db.selectFrom(UPSTREAM_OAUTH_CONNECTION)
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_OAUTH_CONNECTION.ID.eq(id.value()))
			.forUpdate()
			.fetchOptional(OAuthConnectionRepository::toStored);
	}

	/** Locks the workspace's row so that two connects of one workspace run one by one. */
	public void lockWorkspace(WorkspaceId workspace) {
		db.select(WORKSPACE.ID).from(WORKSPACE).where(WORKSPACE.ID.eq(workspace.value())).forUpdate().fetch();
	}

	public void insert(StoredConnection connection) {
		db.insertInto(UPSTREAM_OAUTH_CONNECTION)
			.set(UPSTREAM_OAUTH_CONNECTION.ID, connection.id().value())
			.set(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID, connection.workspace().value())
			.set(UPSTREAM_OAUTH_CONNECTION.STATUS, connection.status().name())
			.set(UPSTREAM_OAUTH_CONNECTION.SCOPE, connection.scope())
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_NONCE, connection.liveAccessToken().nonce())
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_CIPHERTEXT, connection.liveAccessToken().ciphertext())
			.set(UPSTREAM_OAUTH_CONNECTION.REFRESH_NONCE, connection.liveRefreshToken().nonce())
			.set(UPSTREAM_OAUTH_CONNECTION.REFRESH_CIPHERTEXT, connection.liveRefreshToken().ciphertext())
			.set(UPSTREAM_OAUTH_CONNECTION.MASTER_KEY_VERSION, connection.liveAccessToken().masterKeyVersion())
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_EXPIRES_AT, toDb(connection.accessExpiresAt()))
			.set(UPSTREAM_OAUTH_CONNECTION.CONNECTED_AT, toDb(connection.connectedAt()))
			.set(UPSTREAM_OAUTH_CONNECTION.CONNECTED_BY, connection.connectedBy().value())
			.execute();
	}

	/** Stores renewed tokens (both sealed with the same master key). */
	public void renew(WorkspaceId workspace, OAuthConnectionId id, SealedSecret access, SealedSecret refresh,
			Instant accessExpiresAt, Instant at) {
		db.update(UPSTREAM_OAUTH_CONNECTION)
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_NONCE, access.nonce())
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_CIPHERTEXT, access.ciphertext())
			.set(UPSTREAM_OAUTH_CONNECTION.REFRESH_NONCE, refresh.nonce())
			.set(UPSTREAM_OAUTH_CONNECTION.REFRESH_CIPHERTEXT, refresh.ciphertext())
			.set(UPSTREAM_OAUTH_CONNECTION.MASTER_KEY_VERSION, access.masterKeyVersion())
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_EXPIRES_AT, toDb(accessExpiresAt))
			.set(UPSTREAM_OAUTH_CONNECTION.REFRESHED_AT, toDb(at))
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_OAUTH_CONNECTION.ID.eq(id.value()))
			.execute();
	}

	/**
	 * Connections with tokens sealed with another master key than the current one, by id,
	 * after {@code afterId}.
	 */
	public List<StoredConnection> sealedWithOtherMasterKey(String currentVersion, String afterId, int limit) {
		return db.selectFrom(UPSTREAM_OAUTH_CONNECTION)
			.where(UPSTREAM_OAUTH_CONNECTION.MASTER_KEY_VERSION.ne(currentVersion))
			.and(UPSTREAM_OAUTH_CONNECTION.ACCESS_CIPHERTEXT.isNotNull())
			.and(UPSTREAM_OAUTH_CONNECTION.ID.gt(afterId))
			.orderBy(UPSTREAM_OAUTH_CONNECTION.ID)
			.limit(limit)
			.fetch(OAuthConnectionRepository::toStored);
	}

	/**
	 * Stores re-sealed tokens, unless the row changed since it was read (renewed, ended
	 * or re-sealed by another node); says whether it did.
	 */
	public boolean reseal(StoredConnection connection, SealedSecret access, SealedSecret refresh) {
		return db.update(UPSTREAM_OAUTH_CONNECTION)
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_NONCE, access.nonce())
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_CIPHERTEXT, access.ciphertext())
			.set(UPSTREAM_OAUTH_CONNECTION.REFRESH_NONCE, refresh.nonce())
			.set(UPSTREAM_OAUTH_CONNECTION.REFRESH_CIPHERTEXT, refresh.ciphertext())
			.set(UPSTREAM_OAUTH_CONNECTION.MASTER_KEY_VERSION, access.masterKeyVersion())
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(connection.workspace().value()))
			.and(UPSTREAM_OAUTH_CONNECTION.ID.eq(connection.id().value()))
			.and(UPSTREAM_OAUTH_CONNECTION.ACCESS_NONCE.eq(connection.liveAccessToken().nonce()))
			.execute() == 1;
	}

	/** Marks the connection as needing a person to connect again; keeps its tokens. */
	public void needsReconnect(WorkspaceId workspace, OAuthConnectionId id) {
		db.update(UPSTREAM_OAUTH_CONNECTION)
			.set(UPSTREAM_OAUTH_CONNECTION.STATUS, ConnectionStatus.NEEDS_RECONNECT.name())
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_OAUTH_CONNECTION.ID.eq(id.value()))
			.execute();
	}

	/** Ends the connection and forgets its tokens. */
	public void end(WorkspaceId workspace, OAuthConnectionId id, Instant at) {
		db.update(UPSTREAM_OAUTH_CONNECTION)
			.set(UPSTREAM_OAUTH_CONNECTION.STATUS, ConnectionStatus.DISCONNECTED.name())
			.setNull(UPSTREAM_OAUTH_CONNECTION.ACCESS_NONCE)
			.setNull(UPSTREAM_OAUTH_CONNECTION.ACCESS_CIPHERTEXT)
			.setNull(UPSTREAM_OAUTH_CONNECTION.REFRESH_NONCE)
			.setNull(UPSTREAM_OAUTH_CONNECTION.REFRESH_CIPHERTEXT)
			.set(UPSTREAM_OAUTH_CONNECTION.ENDED_AT, toDb(at))
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(workspace.value()))
			.and(UPSTREAM_OAUTH_CONNECTION.ID.eq(id.value()))
			.execute();
	}

	private static StoredConnection toStored(UpstreamOauthConnectionRecord row) {
		return new StoredConnection(new OAuthConnectionId(row.getId()), new WorkspaceId(row.getWorkspaceId()),
				ConnectionStatus.valueOf(row.getStatus()), row.getScope(),
				sealed(row.getAccessNonce(), row.getAccessCiphertext(), row.getMasterKeyVersion()),
				sealed(row.getRefreshNonce(), row.getRefreshCiphertext(), row.getMasterKeyVersion()),
				fromDb(row.getAccessExpiresAt()), fromDb(row.getConnectedAt()), new UserId(row.getConnectedBy()),
				fromDb(row.getRefreshedAt()), fromDb(row.getEndedAt()));
	}

	private static @Nullable SealedSecret sealed(byte @Nullable [] nonce, byte @Nullable [] ciphertext,
			String version) {
		return nonce == null || ciphertext == null ? null : new SealedSecret(nonce, ciphertext, version);
	}

	@Contract("null -> null; !null -> !null")
	private static @Nullable LocalDateTime toDb(@Nullable Instant instant) {
		return instant == null ? null : LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
	}

	@Contract("null -> null; !null -> !null")
	private static @Nullable Instant fromDb(@Nullable LocalDateTime value) {
		return value == null ? null : value.toInstant(ZoneOffset.UTC);
	}

}

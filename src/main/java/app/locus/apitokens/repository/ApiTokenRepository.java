package app.locus.apitokens.repository;

import static app.locus.db.Tables.API_TOKEN;
import static app.locus.db.Tables.API_TOKEN_WORKSPACE;
import static app.locus.db.Tables.APP_USER;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.apitokens.ApiToken;
import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/** The agencies' API tokens, found by the SHA-256 of their secret. */
@Repository
public class ApiTokenRepository {

	private final DSLContext db;

	ApiTokenRepository(DSLContext db) {
		this.db = db;
	}

	/** A token with the admin it acts as and that admin's agency. */
	public record StoredToken(ApiToken token, AgencyId agency, UserId user) {

	}

	@Transactional
	public void insert(AgencyId agency, UserId user, ApiToken token, String hash) {
		db.insertInto(API_TOKEN)
			.set(API_TOKEN.ID, token.id())
			.set(API_TOKEN.AGENCY_ID, agency.value())
			.set(API_TOKEN.USER_ID, user.value())
			.set(API_TOKEN.NAME, token.name())
			.set(API_TOKEN.CAN_WRITE, token.canWrite())
			.set(API_TOKEN.TOKEN_HASH, hash)
			.set(API_TOKEN.SHOWN_PREFIX, token.shownPrefix())
			.set(API_TOKEN.CREATED_AT, DbTime.utc(token.createdAt()))
			.set(API_TOKEN.EXPIRES_AT, DbTime.utc(token.expiresAt()))
			.execute();
		for (WorkspaceId workspace : token.workspaces()) {
			db.insertInto(API_TOKEN_WORKSPACE)
				.set(API_TOKEN_WORKSPACE.TOKEN_ID, token.id())
				.set(API_TOKEN_WORKSPACE.WORKSPACE_ID, workspace.value())
				.execute();
		}
	}

	/** The agency's tokens, newest first, revoked ones included. */
	public List<ApiToken> of(AgencyId agency) {
		List<Record> rows = db.select(API_TOKEN.fields())
			.select(APP_USER.EMAIL)
			.from(API_TOKEN)
			.join(APP_USER)
			.on(APP_USER.ID.eq(API_TOKEN.USER_ID))
			.where(API_TOKEN.AGENCY_ID.eq(agency.value()))
			.orderBy(API_TOKEN.CREATED_AT.desc(), API_TOKEN.ID)
			.fetch()
			.map(row -> row);
		Map<String, Set<WorkspaceId>> workspaces = workspacesOf(
				rows.stream().map(row -> row.get(API_TOKEN.ID)).toList());
		return rows.stream().map(row -> token(row, workspaces.getOrDefault(row.get(API_TOKEN.ID), Set.of()))).toList();
	}

	/** The token whose secret has this hash, in any agency. */
	public Optional<StoredToken> byHash(String hash) {
		return db.select(API_TOKEN.fields())
			.select(APP_USER.EMAIL)
			.from(API_TOKEN)
			.join(APP_USER)
			.on(APP_USER.ID.eq(API_TOKEN.USER_ID))
			.where(API_TOKEN.TOKEN_HASH.eq(hash))
			.fetchOptional()
			.map(row -> {
				String id = row.get(API_TOKEN.ID);
				return new StoredToken(token(row, workspacesOf(List.of(id)).getOrDefault(id, Set.of())),
						new AgencyId(row.get(API_TOKEN.AGENCY_ID)), new UserId(row.get(API_TOKEN.USER_ID)));
			});
	}

	/** Revokes the agency's token; false when it has no such token still unrevoked. */
	public boolean revoke(AgencyId agency, String id, Instant at) {
		return db.update(API_TOKEN)
			.set(API_TOKEN.REVOKED_AT, DbTime.utc(at))
			.where(API_TOKEN.AGENCY_ID.eq(agency.value()))
			.and(API_TOKEN.ID.eq(id))
			.and(API_TOKEN.REVOKED_AT.isNull())
			.execute() == 1;
	}

	/**
	 * Notes a use, at most once in {@code every} so that busy tokens do not write per
	 * request.
	 */
	public void used(String id, Instant at, Duration every) {
		db.update(API_TOKEN)
			.set(API_TOKEN.LAST_USED_AT, DbTime.utc(at))
			.where(API_TOKEN.ID.eq(id))
			.and(API_TOKEN.LAST_USED_AT.isNull().or(API_TOKEN.LAST_USED_AT.lt(DbTime.utc(at.minus(every)))))
			.execute();
	}

	private Map<String, Set<WorkspaceId>> workspacesOf(List<String> tokens) {
		return db.selectFrom(API_TOKEN_WORKSPACE)
			.where(API_TOKEN_WORKSPACE.TOKEN_ID.in(tokens))
			.fetch()
			.stream()
			.collect(Collectors.groupingBy(row -> row.getTokenId(),
					Collectors.mapping(row -> new WorkspaceId(row.getWorkspaceId()), Collectors.toSet())));
	}

	private static ApiToken token(Record row, Set<WorkspaceId> workspaces) {
		return new ApiToken(row.get(API_TOKEN.ID), row.get(API_TOKEN.NAME), row.get(API_TOKEN.CAN_WRITE), workspaces,
				row.get(API_TOKEN.SHOWN_PREFIX), row.get(APP_USER.EMAIL),
				Objects.requireNonNull(DbTime.instant(row.get(API_TOKEN.CREATED_AT))),
				DbTime.instant(row.get(API_TOKEN.EXPIRES_AT)), DbTime.instant(row.get(API_TOKEN.LAST_USED_AT)),
				DbTime.instant(row.get(API_TOKEN.REVOKED_AT)));
	}

}

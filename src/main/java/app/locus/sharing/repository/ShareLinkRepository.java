package app.locus.sharing.repository;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.SHARE_LINK;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;

import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Share links: their token hashes (never tokens), snapshots and revocation. Everything a
 * person triggers is scoped to the agency and workspace; the anonymous page finds its row
 * by the token's hash alone and then checks the host.
 */
@Repository
public class ShareLinkRepository {

	private final DSLContext db;

	ShareLinkRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * A new link, as the service made it: to a stored report (its key and snapshot) or to
	 * a generated client-report PDF (its id).
	 */
	public record NewShareLink(String id, AgencyId agency, WorkspaceId workspace, String tokenHash, String reportType,
			@Nullable String reportKey, @Nullable String clientReportId, String title, @Nullable String snapshot,
			String host, UserId createdBy, Instant createdAt, @Nullable Instant expiresAt) {
	}

	/**
	 * A link found by its token's hash, with what its page needs: a snapshot, or the id
	 * of a PDF (null once retention deleted the PDF of an ended link).
	 */
	public record Found(String id, AgencyId agency, WorkspaceId workspace, String host, @Nullable String snapshot,
			@Nullable String clientReportId, Instant createdAt, @Nullable Instant expiresAt,
			@Nullable Instant revokedAt) {
	}

	/** A row of the workspace's list. */
	public record Listed(String id, String title, String sharedBy, Instant createdAt, @Nullable Instant expiresAt,
			@Nullable Instant revokedAt, int openedCount) {
	}

	public void insert(NewShareLink link) {
		db.insertInto(SHARE_LINK)
			.set(SHARE_LINK.ID, link.id())
			.set(SHARE_LINK.AGENCY_ID, link.agency().value())
			.set(SHARE_LINK.WORKSPACE_ID, link.workspace().value())
			.set(SHARE_LINK.TOKEN_HASH, link.tokenHash())
			.set(SHARE_LINK.REPORT_TYPE, link.reportType())
			.set(SHARE_LINK.REPORT_KEY, link.reportKey())
			.set(SHARE_LINK.CLIENT_REPORT_ID, link.clientReportId())
			.set(SHARE_LINK.TITLE, link.title())
			.set(SHARE_LINK.SNAPSHOT, link.snapshot())
			.set(SHARE_LINK.HOST, link.host())
			.set(SHARE_LINK.CREATED_BY, link.createdBy().value())
			.set(SHARE_LINK.CREATED_AT, DbTime.utc(link.createdAt()))
			.set(SHARE_LINK.EXPIRES_AT, DbTime.utc(link.expiresAt()))
			.execute();
	}

	public Optional<Found> byTokenHash(String tokenHash) {
		return db
			.select(SHARE_LINK.ID, SHARE_LINK.AGENCY_ID, SHARE_LINK.WORKSPACE_ID, SHARE_LINK.HOST, SHARE_LINK.SNAPSHOT,
					SHARE_LINK.CLIENT_REPORT_ID, SHARE_LINK.CREATED_AT, SHARE_LINK.EXPIRES_AT, SHARE_LINK.REVOKED_AT)
			.from(SHARE_LINK)
			.where(SHARE_LINK.TOKEN_HASH.eq(tokenHash))
			.fetchOptional(r -> new Found(r.value1(), AgencyId.parse(r.value2()), WorkspaceId.parse(r.value3()),
					r.value4(), r.value5(), r.value6(), DbTime.instant(r.value7()), DbTime.instant(r.value8()),
					DbTime.instant(r.value9())));
	}

	/** Counts one opening of the link's page. */
	public void countOpened(String id, Instant now) {
		db.update(SHARE_LINK)
			.set(SHARE_LINK.OPENED_COUNT, SHARE_LINK.OPENED_COUNT.plus(1))
			.set(SHARE_LINK.LAST_OPENED_AT, DbTime.utc(now))
			.where(SHARE_LINK.ID.eq(id))
			.execute();
	}

	/** The workspace's links, newest first, with who shared each (one query). */
	public List<Listed> list(AgencyId agency, WorkspaceId workspace, int limit) {
		return db
			.select(SHARE_LINK.ID, SHARE_LINK.TITLE, APP_USER.DISPLAY_NAME, SHARE_LINK.CREATED_AT,
					SHARE_LINK.EXPIRES_AT, SHARE_LINK.REVOKED_AT, SHARE_LINK.OPENED_COUNT)
			.from(SHARE_LINK)
			.join(APP_USER)
			.on(APP_USER.ID.eq(SHARE_LINK.CREATED_BY))
			.where(SHARE_LINK.AGENCY_ID.eq(agency.value()))
			.and(SHARE_LINK.WORKSPACE_ID.eq(workspace.value()))
			.orderBy(SHARE_LINK.CREATED_AT.desc(), SHARE_LINK.ID)
			.limit(limit)
			.fetch(r -> new Listed(r.value1(), r.value2(), r.value3(), DbTime.instant(r.value4()),
					DbTime.instant(r.value5()), DbTime.instant(r.value6()), r.value7()));
	}

	/** The title of a link of the workspace, if it has one with this id. */
	public Optional<String> title(AgencyId agency, WorkspaceId workspace, String id) {
		return db.select(SHARE_LINK.TITLE)
			.from(SHARE_LINK)
			.where(SHARE_LINK.ID.eq(id))
			.and(SHARE_LINK.AGENCY_ID.eq(agency.value()))
			.and(SHARE_LINK.WORKSPACE_ID.eq(workspace.value()))
			.fetchOptional(SHARE_LINK.TITLE);
	}

	/**
	 * Revokes a link of the workspace that is not revoked yet.
	 * @return whether it was revoked now
	 */
	public boolean revoke(AgencyId agency, WorkspaceId workspace, String id, UserId by, Instant now) {
		return db.update(SHARE_LINK)
			.set(SHARE_LINK.REVOKED_AT, DbTime.utc(now))
			.set(SHARE_LINK.REVOKED_BY, by.value())
			.where(SHARE_LINK.ID.eq(id))
			.and(SHARE_LINK.AGENCY_ID.eq(agency.value()))
			.and(SHARE_LINK.WORKSPACE_ID.eq(workspace.value()))
			.and(SHARE_LINK.REVOKED_AT.isNull())
			.execute() == 1;
	}

}

package app.locus.tenancy.repository;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.PASSWORD_RESET;

import java.time.Instant;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.UserId;

import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Password reset links (only their token hashes, DD108). Issuing is scoped to the agency;
 * the anonymous reset finds its row by the token's hash alone.
 */
@Repository
public class PasswordResetRepository {

	private final DSLContext db;

	PasswordResetRepository(DSLContext db) {
		this.db = db;
	}

	/** A reset link found by its token, with what the reset needs. */
	public record Found(String id, AgencyId agency, UserId user, String email, boolean enabled, Instant expiresAt,
			Instant usedAt, Instant revokedAt) {

		public boolean usableAt(Instant now) {
			return enabled && usedAt == null && revokedAt == null && now.isBefore(expiresAt);
		}

	}

	/** Stores a new link and withdraws the user's earlier open ones. */
	public void insert(String id, AgencyId agency, UserId user, String tokenHash, @Nullable UserId createdBy,
			Instant now, Instant expiresAt) {
		db.update(PASSWORD_RESET)
			.set(PASSWORD_RESET.REVOKED_AT, DbTime.utc(now))
			.where(PASSWORD_RESET.AGENCY_ID.eq(agency.value())
				.and(PASSWORD_RESET.USER_ID.eq(user.value()))
				.and(PASSWORD_RESET.USED_AT.isNull())
				.and(PASSWORD_RESET.REVOKED_AT.isNull()))
			.execute();
		db.insertInto(PASSWORD_RESET)
			.set(PASSWORD_RESET.ID, id)
			.set(PASSWORD_RESET.AGENCY_ID, agency.value())
			.set(PASSWORD_RESET.USER_ID, user.value())
			.set(PASSWORD_RESET.TOKEN_HASH, tokenHash)
			.set(PASSWORD_RESET.CREATED_BY, createdBy == null ? null : createdBy.value())
			.set(PASSWORD_RESET.CREATED_AT, DbTime.utc(now))
			.set(PASSWORD_RESET.EXPIRES_AT, DbTime.utc(expiresAt))
			.execute();
	}

	/** Whether a link was made for the user at or after {@code since}. */
	public boolean issuedSince(AgencyId agency, UserId user, Instant since) {
		return db.fetchExists(PASSWORD_RESET,
				PASSWORD_RESET.AGENCY_ID.eq(agency.value())
					.and(PASSWORD_RESET.USER_ID.eq(user.value()))
					.and(PASSWORD_RESET.CREATED_AT.ge(DbTime.utc(since))));
	}

	/** The link with this token hash, locked until the transaction ends. */
	public Optional<Found> lockByTokenHash(String tokenHash) {
		return db
			.select(PASSWORD_RESET.ID, PASSWORD_RESET.AGENCY_ID, PASSWORD_RESET.USER_ID, APP_USER.EMAIL,
					APP_USER.ENABLED, PASSWORD_RESET.EXPIRES_AT, PASSWORD_RESET.USED_AT, PASSWORD_RESET.REVOKED_AT)
			.from(PASSWORD_RESET)
			.join(APP_USER)
			.on(APP_USER.ID.eq(PASSWORD_RESET.USER_ID).and(APP_USER.AGENCY_ID.eq(PASSWORD_RESET.AGENCY_ID)))
			.where(PASSWORD_RESET.TOKEN_HASH.eq(tokenHash))
			.forUpdate()
			.fetchOptional(r -> new Found(r.value1(), AgencyId.parse(r.value2()), UserId.parse(r.value3()), r.value4(),
					r.value5(), DbTime.instant(r.value6()), DbTime.instant(r.value7()), DbTime.instant(r.value8())));
	}

	public void markUsed(String id, Instant now) {
		db.update(PASSWORD_RESET)
			.set(PASSWORD_RESET.USED_AT, DbTime.utc(now))
			.where(PASSWORD_RESET.ID.eq(id))
			.execute();
	}

}

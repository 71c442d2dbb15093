package app.locus.security.repository;

import static app.locus.db.Tables.APP_USER;

import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.db.tables.records.AppUserRecord;
import app.locus.security.LocusUser;

import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * The sign-in view of {@code app_user}: who may sign in with which password, and whether
 * an existing session is still good.
 */
@Repository
public class AccountRepository {

	private final DSLContext db;

	AccountRepository(DSLContext db) {
		this.db = db;
	}

	/** The account with this (already normalised) e-mail, in whichever agency it is. */
	public Optional<LocusUser> findByEmail(String email) {
		return db.selectFrom(APP_USER).where(APP_USER.EMAIL.eq(email)).fetchOptional(AccountRepository::toUser);
	}

	/** The account with this id in this agency. */
	public Optional<LocusUser> findById(AgencyId agency, UserId user) {
		return db.selectFrom(APP_USER)
			.where(APP_USER.ID.eq(user.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.fetchOptional(AccountRepository::toUser);
	}

	/** Whether the user's sessions may continue; empty when there is no such user. */
	public Optional<SessionStanding> standing(AgencyId agency, UserId user) {
		return db.select(APP_USER.ENABLED, APP_USER.SESSIONS_VALID_AFTER)
			.from(APP_USER)
			.where(APP_USER.ID.eq(user.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.fetchOptional(r -> new SessionStanding(r.value1(), DbTime.instant(r.value2())));
	}

	/**
	 * The standing of each of these users (those that no longer exist in their agency are
	 * left out), in one query.
	 */
	public Map<UserId, SessionStanding> standings(Collection<LocusUser> users) {
		Map<UserId, AgencyId> agencies = users.stream()
			.collect(Collectors.toMap(LocusUser::id, LocusUser::agencyId, (a, b) -> a));
		Map<UserId, SessionStanding> standings = new HashMap<>();
		db.select(APP_USER.ID, APP_USER.AGENCY_ID, APP_USER.ENABLED, APP_USER.SESSIONS_VALID_AFTER)
			.from(APP_USER)
			.where(APP_USER.ID.in(agencies.keySet().stream().map(UserId::value).toList()))
			.forEach(r -> {
				UserId user = UserId.parse(r.value1());
				if (AgencyId.parse(r.value2()).equals(agencies.get(user))) {
					standings.put(user, new SessionStanding(r.value3(), DbTime.instant(r.value4())));
				}
			});
		return standings;
	}

	/** Makes every session that signed in before {@code at} invalid. */
	public void invalidateSessionsBefore(AgencyId agency, UserId user, Instant at) {
		db.update(APP_USER)
			.set(APP_USER.SESSIONS_VALID_AFTER, DbTime.utc(at))
			.where(APP_USER.ID.eq(user.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	private static LocusUser toUser(AppUserRecord r) {
		return new LocusUser(UserId.parse(r.getId()), AgencyId.parse(r.getAgencyId()), r.getEmail(), r.getDisplayName(),
				Role.valueOf(r.getRole()), r.getPasswordHash(), r.getEnabled());
	}

}

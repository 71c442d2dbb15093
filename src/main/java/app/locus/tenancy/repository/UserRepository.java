package app.locus.tenancy.repository;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import java.time.Instant;
import java.util.Optional;
import java.util.Set;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;

import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Writes to an agency's users and their workspace assignments. Every statement is scoped
 * to the agency, so ids from another agency match nothing.
 */
@Repository
public class UserRepository {

	private final DSLContext db;

	UserRepository(DSLContext db) {
		this.db = db;
	}

	/** What the services need to know about a user before changing them. */
	public record User(UserId id, String email, Role role, boolean enabled) {
	}

	public void insert(AgencyId agency, UserId id, String email, String displayName, Role role,
			@Nullable String passwordHash, Instant now) {
		db.insertInto(APP_USER)
			.set(APP_USER.ID, id.value())
			.set(APP_USER.AGENCY_ID, agency.value())
			.set(APP_USER.EMAIL, email)
			.set(APP_USER.DISPLAY_NAME, displayName)
			.set(APP_USER.ROLE, role.name())
			.set(APP_USER.PASSWORD_HASH, passwordHash)
			.set(APP_USER.CREATED_AT, DbTime.utc(now))
			.execute();
	}

	/**
	 * The agency of the account with this e-mail, in whichever agency it is: e-mails are
	 * unique across all agencies, because sign-in is by e-mail alone.
	 */
	public Optional<AgencyId> agencyOfEmail(String email) {
		return db.select(APP_USER.AGENCY_ID)
			.from(APP_USER)
			.where(APP_USER.EMAIL.eq(email))
			.fetchOptional(r -> AgencyId.parse(r.value1()));
	}

	/** An account whose password a reset link could set: enabled, with a password. */
	public record Resettable(AgencyId agency, UserId id) {
	}

	/**
	 * The enabled account with this (normalised) e-mail that signs in with a password.
	 */
	public Optional<Resettable> resettable(String email) {
		return db.select(APP_USER.AGENCY_ID, APP_USER.ID)
			.from(APP_USER)
			.where(APP_USER.EMAIL.eq(email))
			.and(APP_USER.ENABLED.isTrue())
			.and(APP_USER.PASSWORD_HASH.isNotNull())
			.fetchOptional(r -> new Resettable(AgencyId.parse(r.value1()), UserId.parse(r.value2())));
	}

	public Optional<User> find(AgencyId agency, UserId id) {
		return db.select(APP_USER.EMAIL, APP_USER.ROLE, APP_USER.ENABLED)
			.from(APP_USER)
			.where(APP_USER.ID.eq(id.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.fetchOptional(r -> new User(id, r.value1(), Role.valueOf(r.value2()), r.value3()));
	}

	/** Replaces the user's password hash. */
	public void setPassword(AgencyId agency, UserId id, String passwordHash) {
		db.update(APP_USER)
			.set(APP_USER.PASSWORD_HASH, passwordHash)
			.where(APP_USER.ID.eq(id.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	public void setRole(AgencyId agency, UserId id, Role role) {
		db.update(APP_USER)
			.set(APP_USER.ROLE, role.name())
			.where(APP_USER.ID.eq(id.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	public void setEnabled(AgencyId agency, UserId id, boolean enabled) {
		db.update(APP_USER)
			.set(APP_USER.ENABLED, enabled)
			.where(APP_USER.ID.eq(id.value()).and(APP_USER.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	/**
	 * Replaces the user's assignments to active workspaces with {@code workspaces}; only
	 * workspaces of the user's own agency are ever assigned. Assignments to archived
	 * workspaces stay, so restoring a workspace restores its people.
	 */
	public void replaceAssignments(AgencyId agency, UserId id, Set<WorkspaceId> workspaces) {
		var sameAgencyUser = DSL.select(APP_USER.ID)
			.from(APP_USER)
			.where(APP_USER.ID.eq(id.value()).and(APP_USER.AGENCY_ID.eq(agency.value())));
		var activeOfAgency = DSL.select(WORKSPACE.ID)
			.from(WORKSPACE)
			.where(WORKSPACE.AGENCY_ID.eq(agency.value()).and(WORKSPACE.ARCHIVED_AT.isNull()));
		db.deleteFrom(WORKSPACE_MEMBER)
			.where(WORKSPACE_MEMBER.USER_ID.in(sameAgencyUser).and(WORKSPACE_MEMBER.WORKSPACE_ID.in(activeOfAgency)))
			.execute();
		if (workspaces.isEmpty()) {
			return;
		}
		db.insertInto(WORKSPACE_MEMBER, WORKSPACE_MEMBER.WORKSPACE_ID, WORKSPACE_MEMBER.USER_ID)
			.select(DSL.select(WORKSPACE.ID, APP_USER.ID)
				.from(WORKSPACE)
				.join(APP_USER)
				.on(APP_USER.AGENCY_ID.eq(WORKSPACE.AGENCY_ID))
				.where(APP_USER.ID.eq(id.value())
					.and(APP_USER.AGENCY_ID.eq(agency.value()))
					.and(WORKSPACE.ARCHIVED_AT.isNull())
					.and(WORKSPACE.ID.in(workspaces.stream().map(WorkspaceId::value).toList()))))
			.execute();
	}

}

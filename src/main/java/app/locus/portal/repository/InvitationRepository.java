package app.locus.portal.repository;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.INVITATION;
import static app.locus.db.Tables.INVITATION_WORKSPACE;
import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;

import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Invitation links (only their token hashes) and the invited users' first password. Every
 * statement an admin triggers is scoped to the agency; the anonymous acceptance finds its
 * row by the token's hash alone.
 */
@Repository
public class InvitationRepository {

	private final DSLContext db;

	InvitationRepository(DSLContext db) {
		this.db = db;
	}

	/** A user with this e-mail, in whichever agency. */
	public record Invitee(AgencyId agency, UserId user, Role role, boolean hasPassword) {
	}

	/**
	 * An invitation found by its token, with what the acceptance needs; {@code user} is
	 * null for an invitation of an address whose account is in another agency (DD110).
	 */
	public record Found(String id, AgencyId agency, @Nullable UserId user, String email, String agencyName,
			Instant expiresAt, @Nullable Instant acceptedAt, @Nullable Instant revokedAt) {
	}

	/** A row of the admin's list. */
	public record Listed(String id, String email, Role role, String workspaces, Instant createdAt, Instant expiresAt,
			Instant acceptedAt, Instant revokedAt) {
	}

	public Optional<Invitee> userByEmail(String email) {
		return db.select(APP_USER.AGENCY_ID, APP_USER.ID, APP_USER.ROLE, APP_USER.PASSWORD_HASH)
			.from(APP_USER)
			.where(APP_USER.EMAIL.eq(email))
			.fetchOptional(r -> new Invitee(AgencyId.parse(r.value1()), UserId.parse(r.value2()),
					Role.valueOf(r.value3()), r.value4() != null));
	}

	public void insert(String id, AgencyId agency, UserId user, String tokenHash, UserId createdBy, Instant now,
			Instant expiresAt) {
		db.insertInto(INVITATION)
			.set(INVITATION.ID, id)
			.set(INVITATION.AGENCY_ID, agency.value())
			.set(INVITATION.USER_ID, user.value())
			.set(INVITATION.TOKEN_HASH, tokenHash)
			.set(INVITATION.CREATED_BY, createdBy == null ? null : createdBy.value())
			.set(INVITATION.CREATED_AT, DbTime.utc(now))
			.set(INVITATION.EXPIRES_AT, DbTime.utc(expiresAt))
			.execute();
	}

	/**
	 * Stores an invitation of an address whose account is in another agency: no account
	 * of its own, with the address, role and workspaces it was issued for (DD110).
	 */
	public void insertUnattached(String id, AgencyId agency, String email, Role role, Set<WorkspaceId> workspaces,
			String tokenHash, UserId createdBy, Instant now, Instant expiresAt) {
		db.insertInto(INVITATION)
			.set(INVITATION.ID, id)
			.set(INVITATION.AGENCY_ID, agency.value())
			.set(INVITATION.EMAIL, email)
			.set(INVITATION.ROLE, role.name())
			.set(INVITATION.TOKEN_HASH, tokenHash)
			.set(INVITATION.CREATED_BY, createdBy == null ? null : createdBy.value())
			.set(INVITATION.CREATED_AT, DbTime.utc(now))
			.set(INVITATION.EXPIRES_AT, DbTime.utc(expiresAt))
			.execute();
		workspaces.forEach(workspace -> db.insertInto(INVITATION_WORKSPACE)
			.set(INVITATION_WORKSPACE.INVITATION_ID, id)
			.set(INVITATION_WORKSPACE.WORKSPACE_ID, workspace.value())
			.execute());
	}

	/**
	 * Withdraws the agency's open invitations of an address without an account of its
	 * own.
	 * @return whether the agency had invited the address before
	 */
	public boolean revokeOpenUnattached(AgencyId agency, String email, Instant now) {
		boolean before = db.fetchExists(INVITATION,
				INVITATION.AGENCY_ID.eq(agency.value())
					.and(INVITATION.USER_ID.isNull())
					.and(INVITATION.EMAIL.eq(email)));
		db.update(INVITATION)
			.set(INVITATION.REVOKED_AT, DbTime.utc(now))
			.where(INVITATION.AGENCY_ID.eq(agency.value())
				.and(INVITATION.USER_ID.isNull())
				.and(INVITATION.EMAIL.eq(email))
				.and(INVITATION.ACCEPTED_AT.isNull())
				.and(INVITATION.REVOKED_AT.isNull()))
			.execute();
		return before;
	}

	/** Withdraws every open invitation of the user (a newer one replaces them). */
	public void revokeOpen(AgencyId agency, UserId user, Instant now) {
		db.update(INVITATION)
			.set(INVITATION.REVOKED_AT, DbTime.utc(now))
			.where(INVITATION.AGENCY_ID.eq(agency.value())
				.and(INVITATION.USER_ID.eq(user.value()))
				.and(INVITATION.ACCEPTED_AT.isNull())
				.and(INVITATION.REVOKED_AT.isNull()))
			.execute();
	}

	/**
	 * Withdraws one open invitation of the agency.
	 * @return the invited e-mail, empty when there is no such open invitation
	 */
	public Optional<String> revoke(AgencyId agency, String id, Instant now) {
		Field<String> invited = DSL.coalesce(APP_USER.EMAIL, INVITATION.EMAIL);
		Optional<String> email = db.select(invited)
			.from(INVITATION)
			.leftJoin(APP_USER)
			.on(APP_USER.ID.eq(INVITATION.USER_ID))
			.where(INVITATION.ID.eq(id)
				.and(INVITATION.AGENCY_ID.eq(agency.value()))
				.and(INVITATION.ACCEPTED_AT.isNull())
				.and(INVITATION.REVOKED_AT.isNull()))
			.forUpdate()
			.fetchOptional(invited);
		email.ifPresent(found -> db.update(INVITATION)
			.set(INVITATION.REVOKED_AT, DbTime.utc(now))
			.where(INVITATION.ID.eq(id).and(INVITATION.AGENCY_ID.eq(agency.value())))
			.execute());
		return email;
	}

	/** The invitation with this token hash, locked until the transaction ends. */
	public Optional<Found> lockByTokenHash(String tokenHash) {
		return db
			.select(INVITATION.ID, INVITATION.AGENCY_ID, INVITATION.USER_ID,
					DSL.coalesce(APP_USER.EMAIL, INVITATION.EMAIL), AGENCY.DISPLAY_NAME, INVITATION.EXPIRES_AT,
					INVITATION.ACCEPTED_AT, INVITATION.REVOKED_AT)
			.from(INVITATION)
			.leftJoin(APP_USER)
			.on(APP_USER.ID.eq(INVITATION.USER_ID).and(APP_USER.AGENCY_ID.eq(INVITATION.AGENCY_ID)))
			.join(AGENCY)
			.on(AGENCY.ID.eq(INVITATION.AGENCY_ID))
			.where(INVITATION.TOKEN_HASH.eq(tokenHash))
			.forUpdate()
			.fetchOptional(r -> new Found(r.value1(), AgencyId.parse(r.value2()),
					r.value3() == null ? null : UserId.parse(r.value3()), r.value4(), r.value5(),
					DbTime.instant(r.value6()), DbTime.instant(r.value7()), DbTime.instant(r.value8())));
	}

	public void markAccepted(String id, Instant now) {
		db.update(INVITATION).set(INVITATION.ACCEPTED_AT, DbTime.utc(now)).where(INVITATION.ID.eq(id)).execute();
	}

	/**
	 * Sets the password of a user who has none yet; an existing password is never
	 * replaced through an invitation.
	 * @return whether it was set
	 */
	public boolean setFirstPassword(AgencyId agency, UserId user, String passwordHash) {
		return db.update(APP_USER)
			.set(APP_USER.PASSWORD_HASH, passwordHash)
			.where(APP_USER.ID.eq(user.value())
				.and(APP_USER.AGENCY_ID.eq(agency.value()))
				.and(APP_USER.PASSWORD_HASH.isNull()))
			.execute() == 1;
	}

	/** The agency's invitations, newest first, with the invitee's active workspaces. */
	public List<Listed> list(AgencyId agency, int limit) {
		var rows = db
			.select(INVITATION.ID, DSL.coalesce(INVITATION.USER_ID, INVITATION.ID),
					DSL.coalesce(APP_USER.EMAIL, INVITATION.EMAIL), DSL.coalesce(APP_USER.ROLE, INVITATION.ROLE),
					INVITATION.CREATED_AT, INVITATION.EXPIRES_AT, INVITATION.ACCEPTED_AT, INVITATION.REVOKED_AT)
			.from(INVITATION)
			.leftJoin(APP_USER)
			.on(APP_USER.ID.eq(INVITATION.USER_ID).and(APP_USER.AGENCY_ID.eq(INVITATION.AGENCY_ID)))
			.where(INVITATION.AGENCY_ID.eq(agency.value()))
			.orderBy(INVITATION.CREATED_AT.desc(), INVITATION.ID)
			.limit(limit)
			.fetch();
		Map<String, String> workspaces = workspaceNames(agency, rows.map(r -> r.value2()));
		return rows.map(r -> new Listed(r.value1(), r.value3(), Role.valueOf(r.value4()),
				workspaces.getOrDefault(r.value2(), ""), DbTime.instant(r.value5()), DbTime.instant(r.value6()),
				DbTime.instant(r.value7()), DbTime.instant(r.value8())));
	}

	/**
	 * Active workspace names per user (or per invitation without an account, DD110),
	 * comma-separated in name order.
	 */
	private Map<String, String> workspaceNames(AgencyId agency, List<String> holders) {
		var assigned = DSL.select(WORKSPACE_MEMBER.USER_ID.as("holder"), WORKSPACE_MEMBER.WORKSPACE_ID.as("workspace"))
			.from(WORKSPACE_MEMBER)
			.where(WORKSPACE_MEMBER.USER_ID.in(holders))
			.unionAll(DSL.select(INVITATION_WORKSPACE.INVITATION_ID, INVITATION_WORKSPACE.WORKSPACE_ID)
				.from(INVITATION_WORKSPACE)
				.where(INVITATION_WORKSPACE.INVITATION_ID.in(holders)))
			.asTable("assigned");
		Field<String> holder = assigned.field("holder", String.class);
		return db.select(holder, WORKSPACE.NAME)
			.from(assigned)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(assigned.field("workspace", String.class)))
			.where(WORKSPACE.AGENCY_ID.eq(agency.value()).and(WORKSPACE.ARCHIVED_AT.isNull()))
			.orderBy(WORKSPACE.NAME)
			.fetch()
			.stream()
			.collect(Collectors.groupingBy(r -> r.value1(),
					Collectors.mapping(r -> r.value2(), Collectors.joining(", "))));
	}

}

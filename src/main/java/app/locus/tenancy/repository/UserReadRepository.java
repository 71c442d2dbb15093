package app.locus.tenancy.repository;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.tenancy.UserRow;
import app.locus.tenancy.WorkspaceSummary;

import org.jooq.Condition;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * Read models of an agency's users with their workspace assignments.
 */
@Repository
public class UserReadRepository {

	private final DSLContext db;

	UserReadRepository(DSLContext db) {
		this.db = db;
	}

	/** Every user of the agency, by e-mail. */
	public List<UserRow> allIn(AgencyId agency) {
		return fetch(APP_USER.AGENCY_ID.eq(agency.value()));
	}

	/**
	 * One user of the agency; empty when the user belongs to another agency or does not
	 * exist.
	 */
	public Optional<UserRow> find(AgencyId agency, UserId user) {
		return fetch(APP_USER.AGENCY_ID.eq(agency.value()).and(APP_USER.ID.eq(user.value()))).stream().findFirst();
	}

	private List<UserRow> fetch(Condition users) {
		Map<String, List<WorkspaceSummary>> assignments = new LinkedHashMap<>();
		db.select(WORKSPACE_MEMBER.USER_ID, WORKSPACE.ID, WORKSPACE.NAME)
			.from(WORKSPACE_MEMBER)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(WORKSPACE_MEMBER.WORKSPACE_ID))
			.join(APP_USER)
			.on(APP_USER.ID.eq(WORKSPACE_MEMBER.USER_ID).and(APP_USER.AGENCY_ID.eq(WORKSPACE.AGENCY_ID)))
			.where(users.and(WORKSPACE.ARCHIVED_AT.isNull()))
			.orderBy(WORKSPACE.NAME)
			.forEach(r -> assignments.computeIfAbsent(r.value1(), id -> new ArrayList<>())
				.add(new WorkspaceSummary(WorkspaceId.parse(r.value2()), r.value3())));
		return db.selectFrom(APP_USER)
			.where(users)
			.orderBy(APP_USER.EMAIL)
			.fetch(r -> new UserRow(UserId.parse(r.getId()), r.getEmail(), r.getDisplayName(),
					Role.valueOf(r.getRole()), r.getEnabled(),
					List.copyOf(assignments.getOrDefault(r.getId(), List.of()))));
	}

}

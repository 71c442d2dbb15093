package app.locus.tenancy.repository;

import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.util.Collection;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;

import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Writes to an agency's workspaces. Every statement is scoped to the agency, so an id
 * from another agency matches nothing.
 */
@Repository
public class WorkspaceRepository {

	private final DSLContext db;

	WorkspaceRepository(DSLContext db) {
		this.db = db;
	}

	/** A workspace's current name and whether it is archived. */
	public record Workspace(WorkspaceId id, String name, boolean archived) {
	}

	public void insert(AgencyId agency, WorkspaceId id, String name, Instant now) {
		db.insertInto(WORKSPACE)
			.set(WORKSPACE.ID, id.value())
			.set(WORKSPACE.AGENCY_ID, agency.value())
			.set(WORKSPACE.NAME, name)
			.set(WORKSPACE.CREATED_AT, DbTime.utc(now))
			.execute();
	}

	public Optional<Workspace> find(AgencyId agency, WorkspaceId id) {
		return db.select(WORKSPACE.NAME, WORKSPACE.ARCHIVED_AT)
			.from(WORKSPACE)
			.where(WORKSPACE.ID.eq(id.value()).and(WORKSPACE.AGENCY_ID.eq(agency.value())))
			.fetchOptional(r -> new Workspace(id, r.value1(), r.value2() != null));
	}

	/** Whether another workspace of the agency already has this name. */
	public boolean nameTaken(AgencyId agency, String name, @Nullable WorkspaceId except) {
		var sameName = WORKSPACE.AGENCY_ID.eq(agency.value()).and(WORKSPACE.NAME.eq(name));
		return db.fetchExists(WORKSPACE, except == null ? sameName : sameName.and(WORKSPACE.ID.ne(except.value())));
	}

	public void rename(AgencyId agency, WorkspaceId id, String name) {
		db.update(WORKSPACE)
			.set(WORKSPACE.NAME, name)
			.where(WORKSPACE.ID.eq(id.value()).and(WORKSPACE.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	/** Archives the workspace at {@code at}, or restores it when {@code at} is null. */
	public void setArchivedAt(AgencyId agency, WorkspaceId id, @Nullable Instant at) {
		db.update(WORKSPACE)
			.set(WORKSPACE.ARCHIVED_AT, DbTime.utc(at))
			.where(WORKSPACE.ID.eq(id.value()).and(WORKSPACE.AGENCY_ID.eq(agency.value())))
			.execute();
	}

	/** Those of {@code ids} that are active workspaces of the agency. */
	public Set<WorkspaceId> activeAmong(AgencyId agency, Collection<WorkspaceId> ids) {
		if (ids.isEmpty()) {
			return Set.of();
		}
		return db.select(WORKSPACE.ID)
			.from(WORKSPACE)
			.where(WORKSPACE.AGENCY_ID.eq(agency.value())
				.and(WORKSPACE.ARCHIVED_AT.isNull())
				.and(WORKSPACE.ID.in(ids.stream().map(WorkspaceId::value).toList())))
			.fetchSet(r -> WorkspaceId.parse(r.value1()))
			.stream()
			.collect(Collectors.toUnmodifiableSet());
	}

}

package app.locus.tenancy;

import java.time.Clock;
import java.util.List;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.PageRead;
import app.locus.base.Role;
import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.repository.WorkspaceReadRepository;
import app.locus.tenancy.repository.WorkspaceRepository.Workspace;
import app.locus.tenancy.repository.WorkspaceRepository;

import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * An agency's client workspaces: which ones a person may open, and (for agency admins)
 * creating, renaming, archiving and restoring them. Every change is audited.
 */
@Service
@Transactional(readOnly = true)
public class WorkspaceService {

	static final int NAME_MAX = 120;

	private final WorkspaceAccess access;

	private final CurrentUser currentUser;

	private final WorkspaceReadRepository queries;

	private final WorkspaceRepository workspaces;

	private final AuditLog audit;

	private final Clock clock;

	WorkspaceService(WorkspaceAccess access, CurrentUser currentUser, WorkspaceReadRepository queries,
			WorkspaceRepository workspaces, AuditLog audit, Clock clock) {
		this.access = access;
		this.currentUser = currentUser;
		this.queries = queries;
		this.workspaces = workspaces;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * The workspaces the current user may open, by name: for an agency admin every active
	 * workspace of the agency, for everyone else the active ones they are assigned to.
	 */
	@PageRead
	public List<WorkspaceSummary> visibleWorkspaces() {
		LocusUser user = currentUser.require();
		List<WorkspaceSummary> visible = user.role() == Role.AGENCY_ADMIN ? queries.activeIn(user.agencyId())
				: queries.assignedTo(user.agencyId(), user.id());
		return visible.stream().filter(workspace -> currentUser.tokenReaches(workspace.id())).toList();
	}

	/**
	 * One workspace the current user may open.
	 * @throws NotFoundException for any workspace they may not see, as for one that does
	 * not exist
	 */
	@PageRead
	public WorkspaceSummary get(WorkspaceId id) {
		return new WorkspaceSummary(id, access.readableName(id));
	}

	/**
	 * Refuses a workspace the current user may not open now, as one that does not exist.
	 * The yes lasts the request (DD168), so the page's own reads ask nothing more.
	 * @throws NotFoundException for any workspace they may not see
	 */
	@PageRead
	public void requireVisible(WorkspaceId id) {
		access.requireRead(id);
	}

	/**
	 * Every workspace of the admin's agency, archived ones included. Agency admins only.
	 */
	public List<WorkspaceRow> agencyWorkspaces() {
		return queries.allIn(access.requireAgencyAdmin());
	}

	/** Creates a workspace in the admin's agency. Agency admins only. */
	@Transactional
	public WorkspaceId create(String name) {
		return create(access.requireAgencyAdminWrite(), name);
	}

	@Transactional
	WorkspaceId create(AgencyId agency, String name) {
		String validName = validName(agency, name, null);
		WorkspaceId id = WorkspaceId.random();
		workspaces.insert(agency, id, validName, clock.instant());
		audit.record(AuditEntry.success(agency, id, "workspace.created", validName, null));
		return id;
	}

	/** Renames a workspace of the admin's agency. Agency admins only. */
	@Transactional
	public void rename(WorkspaceId id, String name) {
		AgencyId agency = access.requireAgencyAdminWrite();
		Workspace workspace = existing(agency, id);
		String validName = validName(agency, name, id);
		workspaces.rename(agency, id, validName);
		access.forget(id);
		audit.record(AuditEntry.success(agency, id, "workspace.renamed", validName, "was: " + workspace.name()));
	}

	/**
	 * Archives a workspace: nobody can open it any more, nothing is deleted. Agency
	 * admins only.
	 */
	@Transactional
	public void archive(WorkspaceId id) {
		AgencyId agency = access.requireAgencyAdminWrite();
		Workspace workspace = existing(agency, id);
		if (!workspace.archived()) {
			workspaces.setArchivedAt(agency, id, clock.instant());
			access.forget(id);
			audit.record(AuditEntry.success(agency, id, "workspace.archived", workspace.name(), null));
		}
	}

	/** Makes an archived workspace usable again. Agency admins only. */
	@Transactional
	public void restore(WorkspaceId id) {
		AgencyId agency = access.requireAgencyAdminWrite();
		Workspace workspace = existing(agency, id);
		if (workspace.archived()) {
			workspaces.setArchivedAt(agency, id, null);
			audit.record(AuditEntry.success(agency, id, "workspace.restored", workspace.name(), null));
		}
	}

	private Workspace existing(AgencyId agency, WorkspaceId id) {
		return workspaces.find(agency, id).orElseThrow(() -> new NotFoundException("workspace"));
	}

	private String validName(AgencyId agency, String name, @Nullable WorkspaceId except) {
		Validation validation = new Validation();
		String validName = validation.text(name, "name", "Name", NAME_MAX);
		validation.check(validName == null || !workspaces.nameTaken(agency, validName, except), "name",
				"Another workspace already has this name.");
		validation.throwIfInvalid();
		return validName;
	}

}

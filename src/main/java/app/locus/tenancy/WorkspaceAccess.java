package app.locus.tenancy;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.repository.WorkspaceVisibilityRepository;

import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;

/**
 * The one place that decides whether the current user may read or change a workspace.
 * Every tenant-scoped service calls it first. A workspace the user may not see answers
 * exactly like one that does not exist. A refused attempt that needed write or admin
 * rights is audited in the person's own agency ({@code access.denied}, naming the service
 * method tried), so a viewer trying a write or someone probing another tenant's ids shows
 * in the trail; refused plain reads are not.
 */
@Component
public class WorkspaceAccess {

	private static final String SEEN_ATTRIBUTE = WorkspaceAccess.class.getName() + ".readable";

	private final WorkspaceVisibilityRepository visibility;

	private final CurrentUser currentUser;

	private final AuditLog audit;

	WorkspaceAccess(WorkspaceVisibilityRepository visibility, CurrentUser currentUser, AuditLog audit) {
		this.visibility = visibility;
		this.currentUser = currentUser;
		this.audit = audit;
	}

	/**
	 * The user may see this workspace (admin of its agency, or assigned to it). A yes is
	 * kept for the rest of the HTTP request, for reads only: one page asks it of several
	 * services (DD168). The write checks below always ask the database.
	 */
	public LocusUser requireRead(WorkspaceId workspace) {
		readableName(workspace);
		return currentUser.require();
	}

	/**
	 * The workspace's name, for a user who may see it: the same check, kept as long, as
	 * {@link #requireRead}, which read the name with it.
	 */
	public String readableName(WorkspaceId workspace) {
		LocusUser user = currentUser.require();
		Map<String, String> seen = seenInThisRequest();
		String key = user.id().value() + currentUser.grant().map(grant -> "@" + grant.tokenId()).orElse("") + "/"
				+ workspace.value();
		String name = seen == null ? null : seen.get(key);
		if (name != null) {
			return name;
		}
		name = visibleName(user, workspace).orElseThrow(() -> new NotFoundException("workspace"));
		if (seen != null) {
			seen.put(key, name);
		}
		return name;
	}

	/**
	 * Drops what this request learnt about the workspace, after a change to its name or
	 * whether it is active, so that the rest of the request reads it afresh.
	 */
	public void forget(WorkspaceId workspace) {
		Map<String, String> seen = seenInThisRequest();
		if (seen != null) {
			seen.keySet().removeIf(key -> key.endsWith("/" + workspace.value()));
		}
	}

	/** The user may change things in this workspace (not a client viewer). */
	public LocusUser requireWrite(WorkspaceId workspace) {
		LocusUser user = requireVisibleForWrite(workspace);
		if (!user.role().canWrite()) {
			throw denied(user, workspace, new ForbiddenException("Your access to this workspace is read-only."));
		}
		requireWritingToken(user, workspace);
		return user;
	}

	/** The user is an admin of the agency that owns this workspace. */
	public LocusUser requireAdmin(WorkspaceId workspace) {
		LocusUser user = requireVisibleForWrite(workspace);
		if (user.role() != Role.AGENCY_ADMIN) {
			throw denied(user, workspace, new ForbiddenException("Only agency admins may do this."));
		}
		requireWritingToken(user, workspace);
		return user;
	}

	/**
	 * The user is an agency admin; returns their agency. An API token limited to some
	 * workspaces never reaches what spans the agency.
	 */
	public AgencyId requireAgencyAdmin() {
		LocusUser user = currentUser.require();
		if (user.role() != Role.AGENCY_ADMIN) {
			throw denied(user, null, new ForbiddenException("Only agency admins may do this."));
		}
		if (currentUser.grant().filter(grant -> !grant.agencyWide()).isPresent()) {
			throw denied(user, null, new ForbiddenException("This API token is limited to some workspaces."));
		}
		return user.agencyId();
	}

	/**
	 * The user is an agency admin changing the agency's own settings; returns their
	 * agency. A read-only API token reads them and changes nothing (DD220).
	 */
	public AgencyId requireAgencyAdminWrite() {
		AgencyId agency = requireAgencyAdmin();
		requireWritingToken(currentUser.require(), null);
		return agency;
	}

	/**
	 * Whether the request comes from a person signed in, not through an API token: an
	 * admin's own choice to pass by a client's approval is a person's (DD223).
	 */
	public boolean inPerson() {
		return currentUser.grant().isEmpty();
	}

	/** A request that came with a read-only API token changes nothing (DD220). */
	private void requireWritingToken(LocusUser user, @Nullable WorkspaceId workspace) {
		if (currentUser.grant().filter(grant -> !grant.canWrite()).isPresent()) {
			throw denied(user, workspace, new ForbiddenException("This API token may only read."));
		}
	}

	private LocusUser requireVisibleForWrite(WorkspaceId workspace) {
		LocusUser user = currentUser.require();
		if (visibleName(user, workspace).isEmpty()) {
			// the entry stays in the user's own agency: the id they tried is only named
			audit(user, null, "workspace " + workspace.value() + " is not visible to this user");
			throw new NotFoundException("workspace");
		}
		return user;
	}

	private ForbiddenException denied(LocusUser user, @Nullable WorkspaceId workspace, ForbiddenException refusal) {
		audit(user, workspace, refusal.getMessage());
		return refusal;
	}

	private void audit(LocusUser user, @Nullable WorkspaceId workspace, String details) {
		audit.record(new AuditEntry(user.agencyId(), workspace, "access.denied", calledFrom().orElse("unknown"),
				AuditEntry.Outcome.DENIED, details));
	}

	/** The service method that asked, e.g. {@code ApiKeyService.add}. */
	private static Optional<String> calledFrom() {
		return StackWalker.getInstance()
			.walk(frames -> frames.filter(frame -> !frame.getClassName().equals(WorkspaceAccess.class.getName()))
				.filter(frame -> !frame.getClassName().contains("$$"))
				.findFirst()
				.map(frame -> frame.getClassName().substring(frame.getClassName().lastIndexOf('.') + 1) + "."
						+ frame.getMethodName()));
	}

	/** Null outside an HTTP request (background work, a push from another thread). */
	@SuppressWarnings("unchecked")
	private static @Nullable Map<String, String> seenInThisRequest() {
		RequestAttributes request = RequestContextHolder.getRequestAttributes();
		if (request == null) {
			return null;
		}
		Object seen = request.getAttribute(SEEN_ATTRIBUTE, RequestAttributes.SCOPE_REQUEST);
		if (seen == null) {
			seen = new HashMap<String, String>();
			request.setAttribute(SEEN_ATTRIBUTE, seen, RequestAttributes.SCOPE_REQUEST);
		}
		return (Map<String, String>) seen;
	}

	private Optional<String> visibleName(LocusUser user, WorkspaceId workspace) {
		if (!currentUser.tokenReaches(workspace)) {
			return Optional.empty();
		}
		if (user.role() == Role.AGENCY_ADMIN) {
			return visibility.activeInAgency(user.agencyId(), workspace);
		}
		return visibility.assigned(user.agencyId(), user.id(), workspace);
	}

}

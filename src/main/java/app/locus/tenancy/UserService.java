package app.locus.tenancy;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.EmailAddress;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.security.SessionRevocation;
import app.locus.tenancy.repository.UserReadRepository;
import app.locus.tenancy.repository.UserRepository.User;
import app.locus.tenancy.repository.UserRepository;
import app.locus.tenancy.repository.WorkspaceReadRepository;
import app.locus.tenancy.repository.WorkspaceRepository;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * An agency's users, managed by its agency admins: creating them, their role, the
 * workspaces they are assigned to, and disabling them (which ends their sessions on every
 * node). Every change is audited; passwords never reach a log or the audit trail.
 */
@Service
@Transactional(readOnly = true)
public class UserService {

	private final WorkspaceAccess access;

	private final CurrentUser currentUser;

	private final UserReadRepository queries;

	private final UserRepository users;

	private final WorkspaceRepository workspaces;

	private final WorkspaceReadRepository workspaceQueries;

	private final NewPasswords passwords;

	private final SessionRevocation sessions;

	private final AuditLog audit;

	private final Clock clock;

	UserService(WorkspaceAccess access, CurrentUser currentUser, UserReadRepository queries, UserRepository users,
			WorkspaceRepository workspaces, WorkspaceReadRepository workspaceQueries, NewPasswords passwords,
			SessionRevocation sessions, AuditLog audit, Clock clock) {
		this.access = access;
		this.currentUser = currentUser;
		this.queries = queries;
		this.users = users;
		this.workspaces = workspaces;
		this.workspaceQueries = workspaceQueries;
		this.passwords = passwords;
		this.sessions = sessions;
		this.audit = audit;
		this.clock = clock;
	}

	/** Every user of the admin's agency. Agency admins only. */
	public List<UserRow> agencyUsers() {
		return queries.allIn(access.requireAgencyAdmin());
	}

	/**
	 * One user of the admin's agency. Agency admins only.
	 * @throws NotFoundException for a user of another agency, as for one that does not
	 * exist
	 */
	public UserRow get(UserId id) {
		AgencyId agency = access.requireAgencyAdmin();
		return queries.find(agency, id).orElseThrow(() -> new NotFoundException("user"));
	}

	/**
	 * Creates a user in the admin's agency with an initial password. Agency admins only.
	 * An address that has an account in another agency gets the answer a fresh one gets,
	 * and nothing is stored (DD186).
	 */
	@Transactional
	public UserId create(NewUser user) {
		return create(access.requireAgencyAdminWrite(), user, true, true);
	}

	@Transactional
	UserId create(AgencyId agency, NewUser user) {
		return create(agency, user, true, false);
	}

	/**
	 * @param policyApplies false only for the demo's published passwords, which predate
	 * the policy (DD107)
	 */
	@Transactional
	UserId create(AgencyId agency, NewUser user, boolean policyApplies) {
		return create(agency, user, policyApplies, false);
	}

	/**
	 * @param otherAgenciesHidden whether an address of another agency's account is
	 * answered as if it were free (an agency admin asking) rather than refused
	 * (provisioning)
	 */
	private UserId create(AgencyId agency, NewUser user, boolean policyApplies, boolean otherAgenciesHidden) {
		Validation validation = new Validation();
		String email = validEmail(validation, user.email());
		Optional<AgencyId> owner = EmailAddress.isWellFormed(email) ? users.agencyOfEmail(email) : Optional.empty();
		boolean elsewhere = owner.isPresent() && !owner.get().equals(agency);
		validation.check(owner.isEmpty() || (elsewhere && otherAgenciesHidden), "email",
				"This e-mail address is already in use.");
		String displayName = validation.text(user.displayName(), "displayName", "Display name", 120);
		validation.check(user.role() != null, "role", "Choose a role.");
		if (policyApplies) {
			passwords.check(validation, user.password(), email, agency);
		}
		validation.throwIfInvalid();
		requireActiveWorkspaces(agency, user.workspaces());

		UserId id = UserId.random();
		// Hashed either way, so that the answer takes as long for an address of another
		// agency.
		String passwordHash = passwords.hash(user.password());
		if (!elsewhere) {
			users.insert(agency, id, email, displayName, user.role(), passwordHash, clock.instant());
			users.replaceAssignments(agency, id, user.workspaces());
		}
		audit.record(AuditEntry.success(agency, null, "user.created", email,
				"role: " + user.role() + "; workspaces: " + workspaceNames(agency, user.workspaces())));
		return id;
	}

	/**
	 * Gives a user another role; their sessions end so that the new role applies from
	 * their next sign-in. Agency admins only, and not for themselves.
	 */
	@Transactional
	public void changeRole(UserId id, Role role) {
		AgencyId agency = access.requireAgencyAdminWrite();
		if (role == null) {
			throw ValidationException.of("role", "Choose a role.");
		}
		User user = existing(agency, id);
		if (user.role() == role) {
			return;
		}
		requireSomeoneElse(user, "You cannot change your own role.");
		users.setRole(agency, id, role);
		sessions.endSessions(agency, id);
		audit.record(AuditEntry.success(agency, null, "user.role_changed", user.email(),
				"from " + user.role() + " to " + role));
	}

	/**
	 * Sets the active workspaces a user is assigned to (agency admins see every workspace
	 * regardless). Agency admins only.
	 * @throws NotFoundException if a workspace is not an active one of the agency
	 */
	@Transactional
	public void assignWorkspaces(UserId id, Set<WorkspaceId> assigned) {
		AgencyId agency = access.requireAgencyAdminWrite();
		User user = existing(agency, id);
		Set<WorkspaceId> workspaceIds = Set.copyOf(assigned);
		requireActiveWorkspaces(agency, workspaceIds);
		users.replaceAssignments(agency, id, workspaceIds);
		audit.record(AuditEntry.success(agency, null, "user.workspaces_changed", user.email(),
				"workspaces: " + workspaceNames(agency, workspaceIds)));
	}

	/**
	 * Disables a user: they cannot sign in, and their open sessions end on every node.
	 * Agency admins only, and not for themselves.
	 */
	@Transactional
	public void disable(UserId id) {
		AgencyId agency = access.requireAgencyAdminWrite();
		User user = existing(agency, id);
		requireSomeoneElse(user, "You cannot disable your own account.");
		if (user.enabled()) {
			users.setEnabled(agency, id, false);
			sessions.endSessions(agency, id);
			audit.record(AuditEntry.success(agency, null, "user.disabled", user.email(), null));
		}
	}

	/** Lets a disabled user sign in again. Agency admins only. */
	@Transactional
	public void enable(UserId id) {
		AgencyId agency = access.requireAgencyAdminWrite();
		User user = existing(agency, id);
		if (!user.enabled()) {
			users.setEnabled(agency, id, true);
			audit.record(AuditEntry.success(agency, null, "user.enabled", user.email(), null));
		}
	}

	private User existing(AgencyId agency, UserId id) {
		return users.find(agency, id).orElseThrow(() -> new NotFoundException("user"));
	}

	private void requireSomeoneElse(User user, String refusal) {
		if (user.id().equals(currentUser.require().id())) {
			throw new ForbiddenException(refusal);
		}
	}

	private String validEmail(Validation validation, String raw) {
		String email = EmailAddress.normalise(raw);
		if (email.isEmpty()) {
			validation.check(false, "email", "E-mail is required.");
		}
		else if (!EmailAddress.isWellFormed(email)) {
			validation.check(false, "email", "Enter an e-mail address such as name@example.com.");
		}
		return email;
	}

	private void requireActiveWorkspaces(AgencyId agency, Set<WorkspaceId> ids) {
		if (workspaces.activeAmong(agency, ids).size() != ids.size()) {
			throw new NotFoundException("workspace");
		}
	}

	private String workspaceNames(AgencyId agency, Set<WorkspaceId> ids) {
		if (ids.isEmpty()) {
			return "none";
		}
		return workspaceQueries.activeIn(agency)
			.stream()
			.filter(workspace -> ids.contains(workspace.id()))
			.map(workspace -> workspace.name())
			.collect(Collectors.joining(", "));
	}

}

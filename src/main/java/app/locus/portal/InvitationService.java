package app.locus.portal;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.EmailAddress;
import app.locus.base.NotFoundException;
import app.locus.base.OneTimeToken;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.portal.repository.InvitationRepository.Found;
import app.locus.portal.repository.InvitationRepository.Invitee;
import app.locus.portal.repository.InvitationRepository.Listed;
import app.locus.portal.repository.InvitationRepository;
import app.locus.security.CurrentUser;
import app.locus.security.PublicAddresses;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.NewPasswords;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.repository.UserRepository;
import app.locus.tenancy.repository.WorkspaceRepository;

import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Invitations of client viewers and account managers by e-mail (DD073). An agency admin
 * invites someone to workspaces; Locus makes their account without a password and a
 * one-time link (72 hours, single use, revocable, replaced by a re-invitation) with which
 * they choose one. The link is mailed when SMTP is configured and otherwise shown to the
 * admin once. Only the token's SHA-256 is stored; neither token nor password reaches a
 * log or the audit trail.
 */
@Service
@Transactional(readOnly = true)
public class InvitationService {

	/** How long a link works. */
	public static final Duration VALID_FOR = Duration.ofHours(72);

	/** The page that accepts a link: {@code <app>/invitation/<token>}. */
	public static final String ACCEPT_PATH = "invitation";

	private static final Set<Role> INVITABLE = Set.of(Role.CLIENT_VIEWER, Role.ACCOUNT_MANAGER);

	private static final int LISTED = 200;

	static final String UNUSABLE = "This invitation cannot be used. Ask your agency for a new invitation, "
			+ "or sign in if you already have an account.";

	private final WorkspaceAccess access;

	private final CurrentUser currentUser;

	private final InvitationRepository invitations;

	private final UserRepository users;

	private final WorkspaceRepository workspaces;

	private final BrandingService branding;

	private final NewPasswords passwords;

	private final InvitationMail mail;

	private final AuditLog audit;

	private final Clock clock;

	private final PublicAddresses addresses;

	InvitationService(WorkspaceAccess access, CurrentUser currentUser, InvitationRepository invitations,
			UserRepository users, WorkspaceRepository workspaces, BrandingService branding, NewPasswords passwords,
			InvitationMail mail, AuditLog audit, Clock clock, PublicAddresses addresses) {
		this.access = access;
		this.currentUser = currentUser;
		this.invitations = invitations;
		this.users = users;
		this.workspaces = workspaces;
		this.branding = branding;
		this.passwords = passwords;
		this.mail = mail;
		this.audit = audit;
		this.clock = clock;
		this.addresses = addresses;
	}

	/** Whether invitations go out by e-mail (otherwise the admin is shown the link). */
	public boolean mailConfigured() {
		return mail.configured();
	}

	/**
	 * Invites someone to workspaces of the admin's agency. Inviting an address again
	 * before it was accepted replaces the earlier link and assignments. Agency admins
	 * only. The link starts with the agency's verified host (the one the admin uses, if
	 * verified) or the platform's configured address, never with a host name a request
	 * named (DD114).
	 * @throws NotFoundException when a workspace is not an active one of the agency
	 * @throws ValidationException per field; also when the address belongs to someone of
	 * the agency who can already sign in. An address with an account in another agency is
	 * invited like any other, as far as the admin can tell (DD110).
	 */
	@Transactional
	public IssuedInvitation invite(InvitationRequest request) {
		AgencyId agency = access.requireAgencyAdminWrite();
		Validation validation = new Validation();
		String email = EmailAddress.normalise(request.email());
		validation.check(!email.isEmpty(), "email", "E-mail is required.");
		validation.check(email.isEmpty() || EmailAddress.isWellFormed(email), "email",
				"Enter an e-mail address such as name@example.com.");
		String displayName = validation.text(request.displayName(), "displayName", "Name", 120);
		validation.check(request.role() != null && INVITABLE.contains(request.role()), "role",
				"Invite as client viewer or account manager.");
		validation.check(!request.workspaces().isEmpty(), "workspaces", "Choose at least one workspace.");
		validation.throwIfInvalid();
		if (workspaces.activeAmong(agency, request.workspaces()).size() != request.workspaces().size()) {
			throw new NotFoundException("workspace");
		}
		Invitee invitee = invitations.userByEmail(email).orElse(null);
		validation.check(invitee == null || !invitee.agency().equals(agency) || !invitee.hasPassword(), "email",
				"This person can already sign in; change their workspaces on the Users page.");
		validation.throwIfInvalid();

		Instant now = clock.instant();
		String token = OneTimeToken.generate();
		Instant expiresAt = now.plus(VALID_FOR);
		String link = addresses.agency(agency).resolve("/" + ACCEPT_PATH + "/" + token).toString();
		String agencyName = branding.forAgency(agency).displayName();
		boolean again;
		boolean mailed;
		if (invitee != null && !invitee.agency().equals(agency)) {
			// The address has an account in another agency: this admin must not learn
			// that (DD110), so everything they see is as for any address.
			again = invitations.revokeOpenUnattached(agency, email, now);
			invitations.insertUnattached(OpaqueId.next(), agency, email, request.role(), request.workspaces(),
					OneTimeToken.hash(token), currentUser.require().id(), now, expiresAt);
			mailed = mail.sendAddressTaken(agency, email, agencyName);
		}
		else {
			again = invitee != null;
			UserId user = invitee != null ? reinvited(agency, invitee, request.role(), now)
					: invited(agency, email, displayName, request.role(), now);
			users.replaceAssignments(agency, user, request.workspaces());
			invitations.insert(OpaqueId.next(), agency, user, OneTimeToken.hash(token), currentUser.require().id(), now,
					expiresAt);
			mailed = mail.send(agency, email, agencyName, link, expiresAt);
		}
		audit.record(AuditEntry.success(agency, null, again ? "invitation.reissued" : "invitation.issued", email,
				"role: " + request.role() + "; workspaces: " + request.workspaces().size() + "; delivery: "
						+ (mailed ? "e-mail" : "link shown")));
		return new IssuedInvitation(email, expiresAt, mailed, mailed ? null : link);
	}

	private UserId reinvited(AgencyId agency, Invitee invitee, Role role, Instant now) {
		invitations.revokeOpen(agency, invitee.user(), now);
		if (invitee.role() != role) {
			users.setRole(agency, invitee.user(), role);
		}
		return invitee.user();
	}

	private UserId invited(AgencyId agency, String email, String displayName, Role role, Instant now) {
		UserId user = UserId.random();
		users.insert(agency, user, email, displayName, role, null, now);
		return user;
	}

	/**
	 * The agency's invitations, newest first, without their links. Agency admins only.
	 */
	public List<InvitationSummary> invitations() {
		AgencyId agency = access.requireAgencyAdmin();
		Instant now = clock.instant();
		return invitations.list(agency, LISTED)
			.stream()
			.map(row -> new InvitationSummary(row.id(), row.email(), row.role(),
					row.workspaces() == null ? "" : row.workspaces(), row.createdAt(), row.expiresAt(),
					status(row, now)))
			.toList();
	}

	/**
	 * Withdraws an invitation that was not used yet. Agency admins only.
	 * @throws NotFoundException for an invitation of another agency, or one no longer
	 * open
	 */
	@Transactional
	public void revoke(String invitationId) {
		AgencyId agency = access.requireAgencyAdminWrite();
		String email = invitations.revoke(agency, invitationId, clock.instant())
			.orElseThrow(() -> new NotFoundException("invitation"));
		audit.record(AuditEntry.success(agency, null, "invitation.revoked", email, null));
	}

	/**
	 * What the link with this token is good for. Open to anyone holding a link; it never
	 * tells whether some e-mail address has an account.
	 * @throws ValidationException ({@code token}) for text that cannot be a link's token
	 */
	@Transactional
	public InvitationCheck check(String token) {
		if (!OneTimeToken.isWellFormed(token)) {
			throw ValidationException.of("token", InvitationStatus.UNKNOWN.explanation());
		}
		Found found = find(token);
		InvitationStatus status = status(found);
		return found != null && status == InvitationStatus.PENDING
				? new InvitationCheck(status, found.email(), found.agencyName())
				: new InvitationCheck(status, null, null);
	}

	/**
	 * Sets the invited person's password with the link; the link is used up and they can
	 * sign in.
	 * @return the e-mail address to sign in with
	 * @throws ValidationException for the password ({@code password},
	 * {@code confirmation}) or a link that cannot be used ({@code token}, with the
	 * reason)
	 */
	@Transactional
	public String accept(String token, String password, String confirmation) {
		Found found = find(token);
		InvitationStatus status = status(found);
		if (found == null || status != InvitationStatus.PENDING) {
			throw ValidationException.of("token", status.explanation());
		}
		Validation validation = new Validation();
		passwords.checkChosen(validation, password, confirmation, found.email(), found.agency());
		validation.throwIfInvalid();
		if (found.user() == null) {
			// The address has an account in another agency (DD110): refused in words that
			// say nothing about it, and left unrecorded in the inviting agency's trail.
			throw ValidationException.of("token", UNUSABLE);
		}
		Instant now = clock.instant();
		if (!invitations.setFirstPassword(found.agency(), found.user(), passwords.hash(password))) {
			throw ValidationException.of("token", InvitationStatus.ACCEPTED.explanation());
		}
		invitations.markAccepted(found.id(), now);
		audit.record(AuditEntry.success(found.agency(), null, "invitation.accepted", found.email(), null));
		return found.email();
	}

	private @Nullable Found find(String token) {
		if (!OneTimeToken.isWellFormed(token)) {
			return null;
		}
		return invitations.lockByTokenHash(OneTimeToken.hash(token)).orElse(null);
	}

	private InvitationStatus status(@Nullable Found found) {
		if (found == null) {
			return InvitationStatus.UNKNOWN;
		}
		return status(found.acceptedAt(), found.revokedAt(), found.expiresAt(), clock.instant());
	}

	private static InvitationStatus status(Listed row, Instant now) {
		return status(row.acceptedAt(), row.revokedAt(), row.expiresAt(), now);
	}

	private static InvitationStatus status(@Nullable Instant acceptedAt, @Nullable Instant revokedAt, Instant expiresAt,
			Instant now) {
		if (acceptedAt != null) {
			return InvitationStatus.ACCEPTED;
		}
		if (revokedAt != null) {
			return InvitationStatus.REVOKED;
		}
		return now.isBefore(expiresAt) ? InvitationStatus.PENDING : InvitationStatus.EXPIRED;
	}

}

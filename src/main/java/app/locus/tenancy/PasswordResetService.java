package app.locus.tenancy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.EmailAddress;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.OneTimeToken;
import app.locus.base.OpaqueId;
import app.locus.base.UserId;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.mail.Mailer;
import app.locus.base.mail.OutgoingMail;
import app.locus.security.CurrentUser;
import app.locus.security.PublicAddresses;
import app.locus.security.SessionRevocation;
import app.locus.tenancy.repository.PasswordResetRepository;
import app.locus.tenancy.repository.PasswordResetRepository.Found;
import app.locus.tenancy.repository.UserRepository;
import app.locus.tenancy.repository.UserRepository.User;

import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * One-time password reset links (DD108): an agency admin issues one for a user of their
 * agency (24 hours, single use, replaced by a newer one); it is mailed (through the
 * outbox, DD144) when SMTP is configured and otherwise shown to the admin once. The
 * person sets a new password under the {@link PasswordPolicy} with it, and every session
 * of theirs ends. Only the token's SHA-256 is stored; the token never reaches a log or
 * the audit trail.
 */
@Service
@Transactional(readOnly = true)
public class PasswordResetService {

	public static final Duration VALID_FOR = Duration.ofHours(24);

	/** A link a person asked for themselves: they are at their mailbox now. */
	public static final Duration ASKED_VALID_FOR = Duration.ofHours(1);

	/** One link per address in this time, however often it is asked for. */
	static final Duration ONE_LINK_PER = Duration.ofMinutes(15);

	/** The page that asks for a link by e-mail. */
	public static final String FORGOTTEN_PATH = "forgot-password";

	/** The page that takes a link: {@code <app>/reset/<token>}. */
	public static final String RESET_PATH = "reset";

	public static final String NO_MAIL = "This portal sends no e-mail, so it cannot send you a link: ask your "
			+ "agency's admin for one.";

	public static final String UNUSABLE = "This reset link cannot be used: it is unknown, used, replaced by a newer one "
			+ "or expired. Ask your agency's admin for a new one.";

	private final WorkspaceAccess access;

	private final CurrentUser currentUser;

	private final UserRepository users;

	private final PasswordResetRepository resets;

	private final NewPasswords passwords;

	private final SessionRevocation sessions;

	private final BrandingService branding;

	private final Mailer mail;

	private final AuditLog audit;

	private final Clock clock;

	private final PublicAddresses addresses;

	PasswordResetService(WorkspaceAccess access, CurrentUser currentUser, UserRepository users,
			PasswordResetRepository resets, NewPasswords passwords, SessionRevocation sessions,
			BrandingService branding, Mailer mail, AuditLog audit, Clock clock, PublicAddresses addresses) {
		this.addresses = addresses;
		this.access = access;
		this.currentUser = currentUser;
		this.users = users;
		this.resets = resets;
		this.passwords = passwords;
		this.sessions = sessions;
		this.branding = branding;
		this.mail = mail;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * Issues a reset link for a user of the admin's agency. Agency admins only. The link
	 * starts with the agency's verified host or the platform's configured address, never
	 * with a host name a request named (DD114).
	 * @throws NotFoundException for a user of another agency, as for one that does not
	 * exist
	 */
	@Transactional
	public IssuedReset issue(UserId id) {
		AgencyId agency = access.requireAgencyAdminWrite();
		User user = users.find(agency, id).orElseThrow(() -> new NotFoundException("user"));
		Instant now = clock.instant();
		String token = OneTimeToken.generate();
		Instant expiresAt = now.plus(VALID_FOR);
		resets.insert(OpaqueId.next(), agency, id, OneTimeToken.hash(token), currentUser.require().id(), now,
				expiresAt);
		String link = link(agency, token);
		String agencyName = branding.forAgency(agency).displayName();
		boolean mailed = mail.send(OutgoingMail.text(agency, user.email(), agencyName + ": reset your password",
				"An admin of " + agencyName + " issued a link to set a new password for " + user.email()
						+ ".\n\nOpen this link to choose it:\n" + link + "\n\nThe link works once, until "
						+ OutgoingMail.when(expiresAt) + ". Setting a new password signs you out everywhere. If you "
						+ "did not ask for this, tell your agency.\n")
			.asPersonal()).willBeSent();
		audit.record(AuditEntry.success(agency, null, "user.password_reset_issued", user.email(),
				"delivery: " + (mailed ? "e-mail" : "link shown")));
		return new IssuedReset(user.email(), expiresAt, mailed, mailed ? null : link);
	}

	/** Whether people can ask for a link themselves: only where mail is sent. */
	public boolean askingAvailable() {
		return mail.configured();
	}

	/**
	 * Mails a reset link to the person whose account uses {@code typedEmail}, when there
	 * is one that signs in with a password, is enabled, belongs to the agency whose host
	 * was asked (if any) and had no link in the last {@link #ONE_LINK_PER}. The caller
	 * learns nothing of which: the answer is the same for every address. Open to anyone.
	 * @param siteAgency the agency of the host asked, or null on the platform's host
	 * @throws ValidationException ({@code email}) for text that is not an address
	 * @throws ForbiddenException where no mail is sent ({@link #askingAvailable})
	 */
	@Transactional
	public void ask(String typedEmail, @Nullable AgencyId siteAgency) {
		String email = EmailAddress.normalise(typedEmail == null ? "" : typedEmail);
		if (!EmailAddress.isWellFormed(email)) {
			throw ValidationException.of("email",
					"Enter the e-mail address you sign in with, such as name@agency.com.");
		}
		if (!mail.configured()) {
			throw new ForbiddenException(NO_MAIL);
		}
		Instant now = clock.instant();
		users.resettable(email)
			.filter(user -> siteAgency == null || siteAgency.equals(user.agency()))
			.filter(user -> !resets.issuedSince(user.agency(), user.id(), now.minus(ONE_LINK_PER)))
			.ifPresent(user -> mailAskedLink(user.agency(), user.id(), email, now));
	}

	private void mailAskedLink(AgencyId agency, UserId user, String email, Instant now) {
		String token = OneTimeToken.generate();
		Instant expiresAt = now.plus(ASKED_VALID_FOR);
		resets.insert(OpaqueId.next(), agency, user, OneTimeToken.hash(token), null, now, expiresAt);
		String agencyName = branding.forAgency(agency).displayName();
		mail.send(OutgoingMail
			.text(agency, email, agencyName + ": choose a new password",
					"Someone, probably you, asked for a link to choose a new password for " + email + " at "
							+ agencyName + ".\n\nOpen this link to choose it:\n" + link(agency, token)
							+ "\n\nThe link works once, until " + OutgoingMail.when(expiresAt)
							+ ". Setting a new password signs you out everywhere. If you did not ask, ignore this "
							+ "mail: your password stays as it is.\n")
			.asPersonal());
		audit.record(AuditEntry.success(agency, null, "user.password_reset_asked", email, "delivery: e-mail"));
	}

	/** Starts with the agency's verified host or the platform's address (DD114). */
	private String link(AgencyId agency, String token) {
		return addresses.agency(agency).resolve("/" + RESET_PATH + "/" + token).toString();
	}

	/**
	 * The address a usable link is for; empty for any other link. Open to anyone holding
	 * a link.
	 * @throws ValidationException ({@code token}) for text that cannot be a link's token
	 */
	@Transactional
	public Optional<String> check(String token) {
		if (!OneTimeToken.isWellFormed(token)) {
			throw ValidationException.of("token", UNUSABLE);
		}
		return find(token).filter(found -> found.usableAt(clock.instant())).map(Found::email);
	}

	/**
	 * Sets the new password with the link; the link is used up and every session of the
	 * user ends.
	 * @return the e-mail address to sign in with
	 * @throws ValidationException for the password ({@code password},
	 * {@code confirmation}) or a link that cannot be used ({@code token})
	 */
	@Transactional
	public String reset(String token, String password, String confirmation) {
		Instant now = clock.instant();
		Found found = find(token).filter(f -> f.usableAt(now))
			.orElseThrow(() -> ValidationException.of("token", UNUSABLE));
		Validation validation = new Validation();
		passwords.checkChosen(validation, password, confirmation, found.email(), found.agency());
		validation.throwIfInvalid();
		users.setPassword(found.agency(), found.user(), passwords.hash(password));
		resets.markUsed(found.id(), now);
		sessions.endSessions(found.agency(), found.user());
		audit.record(AuditEntry.success(found.agency(), null, "user.password_reset", found.email(), "sessions ended"));
		return found.email();
	}

	private Optional<Found> find(String token) {
		if (!OneTimeToken.isWellFormed(token)) {
			return Optional.empty();
		}
		return resets.lockByTokenHash(OneTimeToken.hash(token));
	}

}

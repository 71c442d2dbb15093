package app.locus.tenancy;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.security.CurrentPasswordCheck;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.security.SessionRevocation;
import app.locus.tenancy.repository.UserRepository;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The signed-in person's own account: changing their password. Open to every role.
 */
@Service
public class AccountService {

	private final CurrentUser currentUser;

	private final CurrentPasswordCheck passwordCheck;

	private final NewPasswords passwords;

	private final UserRepository users;

	private final SessionRevocation sessions;

	private final AuditLog audit;

	AccountService(CurrentUser currentUser, CurrentPasswordCheck currentPassword, NewPasswords passwords,
			UserRepository users, SessionRevocation sessions, AuditLog audit) {
		this.currentUser = currentUser;
		this.passwordCheck = currentPassword;
		this.passwords = passwords;
		this.users = users;
		this.sessions = sessions;
		this.audit = audit;
	}

	/**
	 * Sets a new password after checking the current one (a wrong one is throttled like a
	 * failed sign-in and audited). The person's other sessions end; this one goes on.
	 * @throws ValidationException for {@code currentPassword}, {@code password} or
	 * {@code confirmation}
	 */
	// A refusal writes nothing but the throttle's count, which must stay.
	@Transactional(noRollbackFor = ValidationException.class)
	public void changePassword(String currentPassword, String password, String confirmation) {
		LocusUser me = currentUser.requireInPerson();
		passwordCheck.refusal(me, currentPassword).ifPresent(refusal -> {
			audit.record(new AuditEntry(me.agencyId(), null, "account.password_change", me.email(),
					AuditEntry.Outcome.FAILURE, "wrong current password"));
			throw ValidationException.of("currentPassword", refusal);
		});
		Validation validation = new Validation();
		passwords.checkChosen(validation, password, confirmation, me.email(), me.agencyId());
		validation.throwIfInvalid();
		users.setPassword(me.agencyId(), me.id(), passwords.hash(password));
		sessions.endOtherSessions(me.agencyId(), me.id());
		audit.record(
				AuditEntry.success(me.agencyId(), null, "account.password_change", me.email(), "other sessions ended"));
	}

}

package app.locus.twofactor;

import java.time.Clock;
import java.util.List;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.UserId;
import app.locus.base.ValidationException;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.security.PendingSignIn;
import app.locus.security.PendingSignIns;
import app.locus.security.SecondFactorStep;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.twofactor.repository.StoredFactor;
import app.locus.twofactor.repository.TwoFactorRepository;

import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) for every person of an
 * agency, on their own account only (DD111, DD112): set it up (active only once a code
 * from the app proves it), get new recovery codes or turn it off with a current code, and
 * for agency admins the switch that makes it required in their agency. Every code check
 * is throttled, replay-proof and audited by {@link CodeVerifier}.
 */
@Service
public class TwoFactorService {

	private static final String CODE_FIELD = "code";

	private final TwoFactorRepository factors;

	private final CodeVerifier verifier;

	private final FactorSecrets secrets;

	private final PasswordEncoder hashes;

	private final CurrentUser currentUser;

	private final PendingSignIns pendingSignIns;

	private final WorkspaceAccess access;

	private final BrandingService branding;

	private final AuditLog audit;

	private final Clock clock;

	private final TotpCodes codes = new TotpCodes();

	TwoFactorService(TwoFactorRepository factors, CodeVerifier verifier, FactorSecrets secrets, PasswordEncoder hashes,
			CurrentUser currentUser, PendingSignIns pendingSignIns, WorkspaceAccess access, BrandingService branding,
			AuditLog audit, Clock clock) {
		this.factors = factors;
		this.verifier = verifier;
		this.secrets = secrets;
		this.hashes = hashes;
		this.currentUser = currentUser;
		this.pendingSignIns = pendingSignIns;
		this.access = access;
		this.branding = branding;
		this.audit = audit;
		this.clock = clock;
	}

	public TwoFactorStatus status() {
		LocusUser user = currentUser.require();
		boolean enrolled = factors.find(user.agencyId(), user.id()).filter(StoredFactor::confirmed).isPresent();
		return new TwoFactorStatus(enrolled, factors.required(user.agencyId()),
				enrolled ? factors.unusedRecoveryCodes(user.id()).size() : 0);
	}

	/**
	 * A new authenticator for the signed-in person, in place of one they started to set
	 * up before; it guards nothing until {@link #confirmEnrolment} accepts a code of it.
	 * @throws ValidationException when two-factor sign-in is already on
	 */
	@Transactional
	public Enrolment startEnrolment() {
		LocusUser user = currentUser.requireInPerson();
		if (factors.find(user.agencyId(), user.id()).filter(StoredFactor::confirmed).isPresent()) {
			throw ValidationException.of(CODE_FIELD, "Two-factor sign-in is already on.");
		}
		return begin(user.agencyId(), user.id(), user.email());
	}

	/**
	 * Activates the authenticator being set up, once the code its app shows is right.
	 * @throws ValidationException for a wrong, used or missing code, during a pause after
	 * wrong codes, and when nothing is being set up
	 */
	@Transactional
	public void confirmEnrolment(String code) {
		LocusUser user = currentUser.requireInPerson();
		requireAccepted(verifier.verify(user.agencyId(), user.id(), user.email(), code, CodePurpose.CONFIRM));
		factors.confirm(user.agencyId(), user.id(), clock.instant());
	}

	/**
	 * Ten new recovery codes in place of the old ones, for a current code of the app.
	 * @return the new codes, shown this once
	 */
	@Transactional
	public List<String> regenerateRecoveryCodes(String code) {
		LocusUser user = currentUser.requireInPerson();
		requireAccepted(verifier.verify(user.agencyId(), user.id(), user.email(), code, CodePurpose.REGENERATE));
		List<String> recovery = RecoveryCodes.generate();
		factors.replaceRecoveryCodes(user.id(), recovery.stream().map(hashes::encode).toList());
		return recovery;
	}

	/**
	 * Turns two-factor sign-in off for a current code of the app, unless the agency
	 * requires it.
	 * @throws ForbiddenException when the agency requires a second factor
	 */
	@Transactional
	public void disable(String code) {
		LocusUser user = currentUser.requireInPerson();
		if (factors.required(user.agencyId())) {
			audit.record(new AuditEntry(user.agencyId(), null, CodePurpose.DISABLE.action(), user.email(),
					AuditEntry.Outcome.DENIED, "the agency requires two-factor sign-in"));
			throw new ForbiddenException("Your agency requires two-factor sign-in, so it cannot be turned off.");
		}
		requireAccepted(verifier.verify(user.agencyId(), user.id(), user.email(), code, CodePurpose.DISABLE));
		factors.delete(user.agencyId(), user.id());
	}

	/** Whether the admin's agency requires a second factor. Admins only. */
	public boolean requiredForAgency() {
		return factors.required(access.requireAgencyAdmin());
	}

	/**
	 * Makes a second factor required (or optional) for everyone in the admin's agency who
	 * signs in with a password; people without one set it up at their next sign-in.
	 * Admins only, and only once their own is on.
	 */
	@Transactional
	public void setRequiredForAgency(boolean required) {
		AgencyId agency = access.requireAgencyAdminWrite();
		LocusUser admin = currentUser.require();
		if (required && factors.find(agency, admin.id()).filter(StoredFactor::confirmed).isEmpty()) {
			throw ValidationException.of("required",
					"Turn on two-factor sign-in for your own account first, so that you can still sign in.");
		}
		factors.setRequired(agency, required);
		audit.record(AuditEntry.success(agency, null, "agency.two-factor-required", agency.value(),
				required ? "required" : "optional"));
	}

	/**
	 * A new authenticator for the person whose sign-in waits for one because their agency
	 * requires it; their code for it finishes the sign-in.
	 * @throws ForbiddenException when no sign-in of this request waits to set one up
	 */
	@Transactional
	public Enrolment startEnrolmentAtSignIn() {
		PendingSignIn pending = pendingSignIns.current()
			.filter(found -> found.step() == SecondFactorStep.ENROL)
			.orElseThrow(() -> new ForbiddenException("No sign-in waits to set up two-factor sign-in."));
		return begin(pending.agency(), pending.user(), pending.email());
	}

	private Enrolment begin(AgencyId agency, UserId user, String email) {
		String secret = codes.newSecret();
		List<String> recovery = RecoveryCodes.generate();
		factors.begin(agency, user, secrets.seal(agency, user, secret), recovery.stream().map(hashes::encode).toList(),
				clock.instant());
		audit.record(new AuditEntry(agency, null, "two-factor.enrolment-started", email, AuditEntry.Outcome.SUCCESS,
				"new authenticator secret and recovery codes, not active until confirmed"));
		String uri = TotpCodes.otpauthUri(branding.forAgency(agency).displayName(), email, secret);
		return new Enrolment(secret.replaceAll("(.{4})(?!$)", "$1 "), QrCodeSvg.dataUri(uri), recovery);
	}

	private static void requireAccepted(CodeVerdict verdict) {
		if (verdict.paused()) {
			throw ValidationException.of(CODE_FIELD, "Too many wrong codes. For your security, codes are paused; "
					+ "try again in " + verdict.pausedMinutes() + " minutes.");
		}
		if (!verdict.accepted()) {
			throw ValidationException.of(CODE_FIELD,
					"That code is not right. Enter the six-digit code your app shows now.");
		}
	}

}

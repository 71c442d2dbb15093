package app.locus.twofactor;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.OptionalLong;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.security.ThrottleRule;
import app.locus.security.repository.ThrottleState;
import app.locus.twofactor.repository.StoredFactor;
import app.locus.twofactor.repository.StoredRecoveryCode;
import app.locus.twofactor.repository.TwoFactorRepository;

import org.jspecify.annotations.Nullable;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Checks a typed code for one user, wherever it was typed (DD111): one at a time per user
 * on every node (the row is locked); not at all during a cool-down; a code of the
 * authenticator is accepted once only (its time step must be newer than the last one
 * used); a recovery code is used up; wrong and replayed codes count towards a cool-down
 * (5 within 15 minutes pause the user's codes for 5 minutes, doubling up to 12 hours); an
 * accepted code clears the count. Every outcome is audited, never with the code. Runs in
 * its own transaction, so a refusal is counted even when the caller then fails.
 */
@Component
class CodeVerifier {

	static final ThrottleRule RULE = new ThrottleRule("CODE", 5, Duration.ofMinutes(15), Duration.ofMinutes(5),
			Duration.ofHours(12));

	private final TwoFactorRepository factors;

	private final FactorSecrets secrets;

	private final PasswordEncoder hashes;

	private final AuditLog audit;

	private final Clock clock;

	private final TotpCodes codes = new TotpCodes();

	CodeVerifier(TwoFactorRepository factors, FactorSecrets secrets, PasswordEncoder hashes, AuditLog audit,
			Clock clock) {
		this.factors = factors;
		this.secrets = secrets;
		this.hashes = hashes;
		this.audit = audit;
		this.clock = clock;
	}

	@Transactional(propagation = Propagation.REQUIRES_NEW)
	public CodeVerdict verify(AgencyId agency, UserId user, String email, @Nullable String typed, CodePurpose purpose) {
		Instant now = clock.instant();
		StoredFactor factor = factors.lockForUpdate(agency, user)
			.filter(found -> found.confirmed() == purpose.confirmedFactor())
			.orElse(null);
		if (factor == null) {
			record(agency, email, purpose, Outcome.DENIED, "no authenticator to check the code against");
			return CodeVerdict.REFUSED;
		}
		if (factor.throttle().lockedAt(now)) {
			record(agency, email, purpose, Outcome.DENIED, "refused unchecked: codes paused after wrong codes");
			return CodeVerdict.paused(minutesUntil(factor.throttle().lockedUntil(), now));
		}
		String reason;
		OptionalLong step = codes.matchingStep(secrets.open(factor), digits(typed), now);
		if (step.isPresent()) {
			if (factors.useStep(agency, user, step.getAsLong())) {
				return accept(factor, email, purpose, false, "code of the authenticator app", now);
			}
			reason = "code already used";
		}
		else if (purpose.recoveryCodeAllowed() && RecoveryCodes.normalise(typed) != null) {
			String recovery = RecoveryCodes.normalise(typed);
			for (StoredRecoveryCode stored : factors.unusedRecoveryCodes(user)) {
				if (hashes.matches(recovery, stored.hash()) && factors.useRecoveryCode(stored.id(), now)) {
					int left = factors.unusedRecoveryCodes(user).size();
					return accept(factor, email, purpose, true, "recovery code (" + left + " left)", now);
				}
			}
			reason = "wrong recovery code";
		}
		else {
			reason = "wrong code";
		}
		ThrottleState after = RULE.afterFailure(factor.throttle(), now);
		factors.saveThrottle(agency, user, after);
		if (after.lockedAt(now)) {
			record(agency, email, purpose, Outcome.DENIED, reason + "; codes paused until " + after.lockedUntil());
			return CodeVerdict.paused(minutesUntil(after.lockedUntil(), now));
		}
		record(agency, email, purpose, Outcome.DENIED, reason);
		return CodeVerdict.REFUSED;
	}

	private CodeVerdict accept(StoredFactor factor, String email, CodePurpose purpose, boolean recoveryCode,
			String details, Instant now) {
		factors.saveThrottle(factor.agency(), factor.user(), ThrottleState.fresh(now));
		record(factor.agency(), email, purpose, Outcome.SUCCESS, details);
		return CodeVerdict.accepted(recoveryCode);
	}

	private void record(AgencyId agency, String email, CodePurpose purpose, Outcome outcome, String details) {
		audit.record(new AuditEntry(agency, null, purpose.action(), email, outcome, details));
	}

	/** Authenticator apps show codes as "123 456"; the spaces are not part of it. */
	private static @Nullable String digits(@Nullable String typed) {
		return typed == null ? null : typed.replaceAll("\\s", "");
	}

	private static long minutesUntil(@Nullable Instant until, Instant now) {
		return Math.max(1,
				(Duration.between(now, Objects.requireNonNull(until, "paused codes have an end")).toSeconds() + 59)
						/ 60);
	}

}

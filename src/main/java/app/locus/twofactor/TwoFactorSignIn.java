package app.locus.twofactor;

import app.locus.security.LocusUser;
import app.locus.security.PendingSignIn;
import app.locus.security.SecondFactor;
import app.locus.security.SecondFactorStep;
import app.locus.twofactor.repository.StoredFactor;
import app.locus.twofactor.repository.TwoFactorRepository;

import java.time.Clock;

import org.springframework.stereotype.Component;

/**
 * The second factor of password sign-in (DD111): people with a confirmed authenticator
 * enter a code of it (or a recovery code); people of an agency that requires one and who
 * have none set one up first, and its first code signs them in.
 */
@Component
class TwoFactorSignIn implements SecondFactor {

	private final TwoFactorRepository factors;

	private final CodeVerifier verifier;

	private final Clock clock;

	TwoFactorSignIn(TwoFactorRepository factors, CodeVerifier verifier, Clock clock) {
		this.factors = factors;
		this.verifier = verifier;
		this.clock = clock;
	}

	@Override
	public SecondFactorStep stepAfterPassword(LocusUser user) {
		if (factors.find(user.agencyId(), user.id()).filter(StoredFactor::confirmed).isPresent()) {
			return SecondFactorStep.CODE;
		}
		return factors.required(user.agencyId()) ? SecondFactorStep.ENROL : SecondFactorStep.NONE;
	}

	@Override
	public CodeCheck check(PendingSignIn pending, String code) {
		boolean enrolling = pending.step() == SecondFactorStep.ENROL;
		CodeVerdict verdict = verifier.verify(pending.agency(), pending.user(), pending.email(), code,
				enrolling ? CodePurpose.CONFIRM : CodePurpose.SIGN_IN);
		if (verdict.paused()) {
			return CodeCheck.pausedFor(verdict.pausedMinutes());
		}
		if (!verdict.accepted()) {
			return CodeCheck.refuse();
		}
		if (enrolling) {
			factors.confirm(pending.agency(), pending.user(), clock.instant());
		}
		return CodeCheck.accept();
	}

}

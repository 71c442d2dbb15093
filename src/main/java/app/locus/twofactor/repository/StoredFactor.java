package app.locus.twofactor.repository;

import java.time.Instant;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.security.repository.ThrottleState;
import app.locus.base.vault.SealedSecret;

/**
 * A user's authenticator as stored: the sealed secret, whether it was confirmed with a
 * code (only then does it guard sign-in), the time step of the newest accepted code, and
 * the count of wrong codes.
 */
public record StoredFactor(UserId user, AgencyId agency, SealedSecret secret, Instant confirmedAt, Long lastUsedStep,
		ThrottleState throttle) {

	public boolean confirmed() {
		return confirmedAt != null;
	}

}

package app.locus.security;

import java.time.Duration;
import java.time.Instant;

import app.locus.base.AgencyId;
import app.locus.base.UserId;

/**
 * A sign-in that has passed the password and waits for the second factor. It is no
 * sign-in yet: the session counts as anonymous everywhere until the step is done.
 *
 * @param step {@link SecondFactorStep#CODE} or {@link SecondFactorStep#ENROL}
 * @param passwordAt when the password was accepted
 */
public record PendingSignIn(UserId user, AgencyId agency, String email, SecondFactorStep step, Instant passwordAt) {

	/** How long after the password the second step may be done. */
	public static final Duration LIFETIME = Duration.ofMinutes(10);

	public boolean expiredAt(Instant now) {
		return !now.isBefore(passwordAt.plus(LIFETIME));
	}

	/** Keeps the e-mail address out of logs and events. */
	@Override
	public String toString() {
		return "PendingSignIn[" + user + ", " + step + "]";
	}

}

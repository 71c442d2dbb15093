package app.locus.security;

import java.time.Clock;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.security.repository.AccountRepository;

import org.springframework.security.core.session.SessionInformation;
import org.springframework.security.core.session.SessionRegistry;
import org.springframework.stereotype.Component;

/**
 * Ends every session of a user: at once on this node (through the session registry) and
 * on the next request on every other node (through {@code app_user.sessions_valid_after},
 * which {@link RevokedSessionFilter} checks). See DD022.
 */
@Component
public class SessionRevocation {

	private final AccountRepository accounts;

	private final SessionRegistry sessions;

	private final Clock clock;

	SessionRevocation(AccountRepository accounts, SessionRegistry sessions, Clock clock) {
		this.accounts = accounts;
		this.sessions = sessions;
		this.clock = clock;
	}

	/** Ends the user's sessions; they must sign in again (if they still may). */
	public void endSessions(AgencyId agency, UserId user) {
		accounts.invalidateSessionsBefore(agency, user, clock.instant());
		sessions.getAllPrincipals()
			.stream()
			.filter(principal -> principal instanceof LocusUser signedIn && signedIn.id().equals(user))
			.flatMap(principal -> sessions.getAllSessions(principal, false).stream())
			.forEach(SessionInformation::expireNow);
	}

}

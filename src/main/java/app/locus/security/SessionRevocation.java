package app.locus.security;

import java.time.Clock;
import java.time.Instant;

import jakarta.servlet.http.HttpSession;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.security.repository.AccountRepository;

import org.jspecify.annotations.Nullable;
import org.springframework.security.core.session.SessionInformation;
import org.springframework.security.core.session.SessionRegistry;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

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
		endSessionsExcept(agency, user, null);
	}

	/**
	 * Ends every session of the user but the one of the current request, which counts as
	 * signed in anew (after the person proved their current password). Without a current
	 * request every session ends.
	 */
	public void endOtherSessions(AgencyId agency, UserId user) {
		HttpSession current = RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes request
				? request.getRequest().getSession(false) : null;
		endSessionsExcept(agency, user, current);
	}

	private void endSessionsExcept(AgencyId agency, UserId user, @Nullable HttpSession kept) {
		Instant now = clock.instant();
		accounts.invalidateSessionsBefore(agency, user, now);
		if (kept != null) {
			// The database keeps milliseconds: a later instant, so that this one is after
			// it.
			SignInInstant.stamp(kept, now.plusMillis(1));
		}
		sessions.getAllPrincipals()
			.stream()
			.filter(principal -> principal instanceof LocusUser signedIn && signedIn.id().equals(user))
			.flatMap(principal -> sessions.getAllSessions(principal, false).stream())
			.filter(session -> kept == null || !session.getSessionId().equals(kept.getId()))
			.forEach(SessionInformation::expireNow);
	}

}

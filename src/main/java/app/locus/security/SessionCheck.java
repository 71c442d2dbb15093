package app.locus.security;

import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

import jakarta.servlet.http.HttpSession;

import app.locus.base.UserId;
import app.locus.security.repository.AccountRepository;
import app.locus.security.repository.SessionStanding;

/**
 * Whether a signed-in session may go on: its user is still enabled and signed in after
 * their sessions were last ended (DD022), and it is within its {@link SessionLimits}.
 */
class SessionCheck {

	private final AccountRepository accounts;

	private final SessionLimits limits;

	SessionCheck(AccountRepository accounts, SessionLimits limits) {
		this.accounts = accounts;
		this.limits = limits;
	}

	SessionLimits limits() {
		return limits;
	}

	/** The standing of each of these users, in one query (see AccountRepository). */
	Map<UserId, SessionStanding> standings(Collection<LocusUser> users) {
		return accounts.standings(users);
	}

	boolean mayContinue(HttpSession session, LocusUser user, Instant now) {
		return mayContinue(session, accounts.standing(user.agencyId(), user.id()), now);
	}

	/**
	 * @param standing the user's, empty when there is no such user
	 */
	boolean mayContinue(HttpSession session, Optional<SessionStanding> standing, Instant now) {
		Instant signedInAt = SignInInstant.of(session);
		return standing.map(s -> s.allows(signedInAt)).orElse(false)
				&& limits.allow(signedInAt, SessionActivity.last(session), now);
	}

}

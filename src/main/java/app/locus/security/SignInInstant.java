package app.locus.security;

import java.time.Clock;
import java.time.Instant;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.springframework.security.core.Authentication;
import org.springframework.security.web.authentication.session.SessionAuthenticationStrategy;

/**
 * Remembers in the session when its user signed in, whichever way they signed in, so that
 * a later "end this user's sessions" can tell old sessions from new ones.
 */
class SignInInstant implements SessionAuthenticationStrategy {

	private static final String ATTRIBUTE = SignInInstant.class.getName();

	private final Clock clock;

	SignInInstant(Clock clock) {
		this.clock = clock;
	}

	@Override
	public void onAuthentication(Authentication authentication, HttpServletRequest request,
			HttpServletResponse response) {
		request.getSession().setAttribute(ATTRIBUTE, clock.instant());
	}

	static Instant of(HttpSession session) {
		return session.getAttribute(ATTRIBUTE) instanceof Instant instant ? instant : null;
	}

}

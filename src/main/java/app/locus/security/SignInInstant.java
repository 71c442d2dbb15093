package app.locus.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.jspecify.annotations.Nullable;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.authentication.session.SessionAuthenticationStrategy;

/**
 * Remembers in the session when its user signed in, whichever way they signed in, so that
 * a later "end this user's sessions" can tell old sessions from new ones and the absolute
 * lifetime counts from it; the session's container timeout becomes the idle timeout, so a
 * tab closed for that long ends too (DD109).
 */
class SignInInstant implements SessionAuthenticationStrategy {

	private static final String ATTRIBUTE = SignInInstant.class.getName();

	private final Clock clock;

	private final Duration idleTimeout;

	SignInInstant(Clock clock, Duration idleTimeout) {
		this.clock = clock;
		this.idleTimeout = idleTimeout;
	}

	@Override
	public void onAuthentication(Authentication authentication, HttpServletRequest request,
			HttpServletResponse response) {
		HttpSession session = request.getSession();
		Instant now = clock.instant();
		stamp(session, now);
		SessionActivity.record(session, now);
		session.setMaxInactiveInterval((int) Math.min(Integer.MAX_VALUE, idleTimeout.toSeconds()));
	}

	static @Nullable Instant of(HttpSession session) {
		return session.getAttribute(ATTRIBUTE) instanceof Instant instant ? instant : null;
	}

	/**
	 * Counts the session as signed in at {@code at}: the person has just proved who they
	 * are again (by their current password).
	 */
	static void stamp(HttpSession session, Instant at) {
		session.setAttribute(ATTRIBUTE, at);
	}

}

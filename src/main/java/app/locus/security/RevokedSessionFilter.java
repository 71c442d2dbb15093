package app.locus.security;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.authentication.logout.SecurityContextLogoutHandler;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Ends a session on the first request after its user was disabled or had their sessions
 * ended, on whichever node the request lands (the database is asked on every request of a
 * signed-in session: one primary-key read), or once it was idle or signed in for too long
 * ({@link SessionLimits}); otherwise notes the request as activity. The request then
 * carries on as anonymous, so pages send the person to the login and Vaadin answers its
 * own requests with "session expired". {@link SessionSweeper} ends the same sessions
 * between requests.
 */
class RevokedSessionFilter extends OncePerRequestFilter {

	private final SessionCheck check;

	private final Clock clock;

	private final SecurityContextLogoutHandler logout = new SecurityContextLogoutHandler();

	RevokedSessionFilter(SessionCheck check, Clock clock) {
		this.check = check;
		this.clock = clock;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Authentication auth = SecurityContextHolder.getContextHolderStrategy().getContext().getAuthentication();
		HttpSession session = request.getSession(false);
		if (session != null && auth != null && auth.getPrincipal() instanceof LocusUser user) {
			Instant now = clock.instant();
			if (!check.mayContinue(session, user, now)) {
				logout.logout(request, response, auth);
			}
			else if (SessionActivity.isActivity(request)) {
				SessionActivity.record(session, now);
			}
		}
		chain.doFilter(request, response);
	}

}

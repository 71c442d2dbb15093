package app.locus.security;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import app.locus.security.repository.AccountRepository;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.authentication.logout.SecurityContextLogoutHandler;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Ends a session on the first request after its user was disabled or had their sessions
 * ended, on whichever node the request lands: the database is asked on every request of a
 * signed-in session (one primary-key read). The request then carries on as anonymous, so
 * pages send the person to the login and Vaadin answers its own requests with "session
 * expired".
 */
class RevokedSessionFilter extends OncePerRequestFilter {

	private final AccountRepository accounts;

	private final SecurityContextLogoutHandler logout = new SecurityContextLogoutHandler();

	RevokedSessionFilter(AccountRepository accounts) {
		this.accounts = accounts;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Authentication auth = SecurityContextHolder.getContextHolderStrategy().getContext().getAuthentication();
		HttpSession session = request.getSession(false);
		if (session != null && auth != null && auth.getPrincipal() instanceof LocusUser user) {
			boolean valid = accounts.standing(user.agencyId(), user.id())
				.map(standing -> standing.allows(SignInInstant.of(session)))
				.orElse(false);
			if (!valid) {
				logout.logout(request, response, auth);
			}
		}
		chain.doFilter(request, response);
	}

}

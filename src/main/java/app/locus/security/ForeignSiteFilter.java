package app.locus.security;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A session signed in at one agency's host that is used at another agency's host (or at
 * an unknown host) counts as not signed in there: the request carries on as anonymous.
 * The session itself is left alone (the stored sign-in is not changed), so it still works
 * at its own host (DD070).
 */
class ForeignSiteFilter extends OncePerRequestFilter {

	private final SiteResolver sites;

	private final SecurityContextHolderStrategy contexts;

	ForeignSiteFilter(SiteResolver sites, SecurityContextHolderStrategy contexts) {
		this.sites = sites;
		this.contexts = contexts;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Authentication auth = contexts.getContext().getAuthentication();
		if (auth != null && auth.getPrincipal() instanceof LocusUser user
				&& !sites.of(request).admits(user.agencyId())) {
			// A new, empty context for this request only: the one loaded from the session
			// is not touched, and nothing saves the empty one back.
			contexts.setContext(contexts.createEmptyContext());
		}
		chain.doFilter(request, response);
	}

}

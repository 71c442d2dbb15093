package app.locus.security;

import java.io.IOException;
import java.time.Clock;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.springframework.http.HttpMethod;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.savedrequest.HttpSessionRequestCache;
import org.springframework.security.web.savedrequest.RequestCache;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.UrlPathHelper;

/**
 * Keeps a session that has passed only the password out of everything (DD111): on every
 * request, before any other filter reads the sign-in, a {@link PendingSignInToken} is
 * replaced by an empty context for that request, so routes, Vaadin's own requests (UIDL,
 * push, navigation) and services see an anonymous visitor. The pending sign-in is handed
 * to the second-factor pages as a request attribute only. Page loads other than the
 * step's own page (and the login, to start again) are sent to that page; the address
 * asked for is remembered for after the code. A pending sign-in older than
 * {@link PendingSignIn#LIFETIME} is dropped.
 */
class SecondFactorGate extends OncePerRequestFilter {

	private final SecurityContextHolderStrategy contexts;

	private final Clock clock;

	private final RequestCache requestCache = new HttpSessionRequestCache();

	private final UrlPathHelper paths = new UrlPathHelper();

	SecondFactorGate(SecurityContextHolderStrategy contexts, Clock clock) {
		this.contexts = contexts;
		this.clock = clock;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (!(contexts.getContext().getAuthentication() instanceof PendingSignInToken token)) {
			chain.doFilter(request, response);
			return;
		}
		// For this request only: nothing saves the empty context back to the session.
		contexts.setContext(contexts.createEmptyContext());
		PendingSignIn pending = token.pending();
		if (pending.expiredAt(clock.instant())) {
			HttpSession session = request.getSession(false);
			if (session != null) {
				session.removeAttribute(HttpSessionSecurityContextRepository.SPRING_SECURITY_CONTEXT_KEY);
			}
			chain.doFilter(request, response);
			return;
		}
		request.setAttribute(PendingSignIns.ATTRIBUTE, pending);
		if (isPageLoad(request) && !mayOpen(paths.getPathWithinApplication(request), pending)) {
			requestCache.saveRequest(request, response);
			response.sendRedirect(request.getContextPath() + "/" + pending.step().route());
			return;
		}
		chain.doFilter(request, response);
	}

	/**
	 * A page the browser opens; Vaadin's own requests carry {@code v-r}, and images,
	 * scripts and styles do not ask for HTML.
	 */
	private static boolean isPageLoad(HttpServletRequest request) {
		String accept = request.getHeader("Accept");
		return HttpMethod.GET.matches(request.getMethod()) && request.getParameter("v-r") == null && accept != null
				&& accept.contains("text/html");
	}

	private static boolean mayOpen(String path, PendingSignIn pending) {
		return path.equals("/" + pending.step().route()) || path.equals(SecurityConfig.LOGIN_PATH)
				|| path.startsWith("/oauth2/") || path.startsWith("/login/oauth2/");
	}

}

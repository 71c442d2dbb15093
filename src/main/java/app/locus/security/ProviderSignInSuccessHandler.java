package app.locus.security;

import java.io.IOException;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.core.session.SessionRegistry;
import org.springframework.security.web.RedirectStrategy;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;

/**
 * After a sign-in through an identity provider, makes the matched {@link LocusUser} the
 * session's principal, exactly as after a password sign-in, so that every check that
 * reads the principal (current user, ending sessions, roles) treats both alike; then goes
 * on to the page the person first asked for.
 */
class ProviderSignInSuccessHandler implements AuthenticationSuccessHandler {

	private final SessionRegistry sessions;

	private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

	private final SecurityContextRepository repository = new HttpSessionSecurityContextRepository();

	private final SavedRequestAwareAuthenticationSuccessHandler next = new SavedRequestAwareAuthenticationSuccessHandler();

	ProviderSignInSuccessHandler(SessionRegistry sessions, RedirectStrategy redirects) {
		this.sessions = sessions;
		next.setRedirectStrategy(redirects);
	}

	@Override
	public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response,
			Authentication authentication) throws IOException, ServletException {
		if (!(authentication.getPrincipal() instanceof ProviderAccount account)) {
			throw new IllegalStateException("Identity-provider sign-in without a matched account");
		}
		LocusUser user = account.locusUser();
		Authentication signedIn = UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities());
		SecurityContext context = contexts.createEmptyContext();
		context.setAuthentication(signedIn);
		contexts.setContext(context);
		repository.saveContext(context, request, response);
		String session = request.getSession().getId();
		sessions.removeSessionInformation(session);
		sessions.registerNewSession(session, user);
		next.onAuthenticationSuccess(request, response, signedIn);
	}

}

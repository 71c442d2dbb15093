package app.locus.security;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import app.locus.security.SecondFactor.CodeCheck;
import app.locus.security.repository.AccountRepository;

import org.springframework.http.HttpMethod;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.web.DefaultRedirectStrategy;
import org.springframework.security.web.authentication.AbstractAuthenticationProcessingFilter;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;
import org.springframework.security.web.authentication.session.SessionAuthenticationStrategy;
import org.springframework.security.web.context.DelegatingSecurityContextRepository;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.RequestAttributeSecurityContextRepository;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;

/**
 * Finishes a pending sign-in (DD111): the code posted from the code page (or from the
 * set-up page, where it activates the new authenticator) is checked by the
 * {@link SecondFactor}; when it is accepted the account is read again (it must still be
 * enabled and belong to the site), the session id changes once more, the sign-in instant
 * and session registry are updated as for a password, and the person goes on to the page
 * they first asked for. A refused code goes back to the step's page, the pending sign-in
 * kept; a request without a pending sign-in goes to the login.
 */
class SecondFactorCodeFilter extends AbstractAuthenticationProcessingFilter {

	private final SecondFactor secondFactor;

	private final AccountRepository accounts;

	private final SiteResolver sites;

	SecondFactorCodeFilter(SecondFactor secondFactor, AccountRepository accounts, SiteResolver sites,
			SessionAuthenticationStrategy sessions) {
		super(PathPatternRequestMatcher.withDefaults().matcher(HttpMethod.POST, SecondFactorStep.CODE_POST_PATH));
		this.secondFactor = secondFactor;
		this.accounts = accounts;
		this.sites = sites;
		setAuthenticationManager(authentication -> authentication);
		setSessionAuthenticationStrategy(sessions);
		setSecurityContextRepository(new DelegatingSecurityContextRepository(
				new RequestAttributeSecurityContextRepository(), new HttpSessionSecurityContextRepository()));
		setAuthenticationSuccessHandler(new SavedRequestAwareAuthenticationSuccessHandler());
		setAuthenticationFailureHandler(SecondFactorCodeFilter::refused);
	}

	@Override
	public Authentication attemptAuthentication(HttpServletRequest request, HttpServletResponse response) {
		if (!(request.getAttribute(PendingSignIns.ATTRIBUTE) instanceof PendingSignIn pending)) {
			throw new CodeRefusedException(SecurityConfig.LOGIN_PATH);
		}
		String back = "/" + pending.step().route() + "?";
		CodeCheck check = secondFactor.check(pending, request.getParameter(SecondFactorStep.CODE_PARAMETER));
		if (check.paused()) {
			throw new CodeRefusedException(back + SecondFactorStep.PAUSED + "=" + check.pausedMinutes());
		}
		if (!check.accepted()) {
			throw new CodeRefusedException(back + SecondFactorStep.REFUSED);
		}
		LocusUser user = accounts.findByEmail(pending.email())
			.filter(found -> found.id().equals(pending.user()) && found.isEnabled()
					&& sites.current().admits(found.agencyId()))
			.orElseThrow(() -> new CodeRefusedException(SecurityConfig.LOGIN_PATH + "?" + SignInPage.WRONG_PASSWORD));
		return UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities());
	}

	private static void refused(HttpServletRequest request, HttpServletResponse response,
			AuthenticationException exception) throws IOException {
		String target = exception instanceof CodeRefusedException refused ? refused.target
				: SecurityConfig.LOGIN_PATH + "?" + SignInPage.WRONG_PASSWORD;
		new DefaultRedirectStrategy().sendRedirect(request, response, target);
	}

	/** A code refused, and where the person goes next. */
	private static final class CodeRefusedException extends AuthenticationException {

		private final String target;

		CodeRefusedException(String target) {
			super("Second factor refused");
			this.target = target;
		}

	}

}

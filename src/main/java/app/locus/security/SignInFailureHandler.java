package app.locus.security;

import java.io.IOException;

import app.locus.base.EmailAddress;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.springframework.security.core.AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.web.DefaultRedirectStrategy;
import org.springframework.security.web.RedirectStrategy;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;

/**
 * Sends a failed sign-in back to the login page with what the form should say: a plain
 * "wrong e-mail or password", how long to wait or how long sign-in is paused, or why a
 * sign-in through the agency's identity provider was refused.
 */
class SignInFailureHandler implements AuthenticationFailureHandler {

	private final RedirectStrategy redirect = new DefaultRedirectStrategy();

	@Override
	public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
			AuthenticationException exception) throws IOException {
		String query;
		if (exception instanceof SignInPausedException paused) {
			SignInPause pause = paused.pause();
			query = pause.underAMinute() ? SignInPage.WAIT + "=" + pause.seconds()
					: SignInPage.PAUSED + "=" + pause.minutes();
		}
		else if (exception instanceof ProviderSignInRefusedException refused) {
			query = SignInPage.PROVIDER_REFUSED + "=" + refused.refusal().code();
		}
		else if (exception instanceof OAuth2AuthenticationException) {
			query = SignInPage.PROVIDER_REFUSED + "=" + ProviderRefusal.FAILED.code();
		}
		else {
			query = SignInPage.WRONG_PASSWORD;
		}
		keepTypedEmail(request);
		redirect.sendRedirect(request, response, SecurityConfig.LOGIN_PATH + "?" + query);
	}

	/**
	 * Only into a session the login page opened: a post from no page gets none made for
	 * it.
	 */
	private static void keepTypedEmail(HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		String typed = request.getParameter("username");
		if (session != null && typed != null && !typed.isBlank()) {
			String email = typed.strip();
			session.setAttribute(SignInPage.TYPED_EMAIL,
					email.substring(0, Math.min(email.length(), EmailAddress.MAX_LENGTH)));
		}
	}

}

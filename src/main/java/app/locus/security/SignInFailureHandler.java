package app.locus.security;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import app.locus.security.ui.LoginView;

import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.DefaultRedirectStrategy;
import org.springframework.security.web.RedirectStrategy;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;

/**
 * Sends a failed sign-in back to the login page with what the form should say: a plain
 * "wrong e-mail or password", or how long sign-in is paused.
 */
class SignInFailureHandler implements AuthenticationFailureHandler {

	private final RedirectStrategy redirect = new DefaultRedirectStrategy();

	@Override
	public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
			AuthenticationException exception) throws IOException {
		String target = exception instanceof SignInPausedException paused
				? SecurityConfig.LOGIN_PATH + "?" + LoginView.PAUSED + "=" + paused.pause().minutes()
				: SecurityConfig.LOGIN_PATH + "?" + LoginView.WRONG_PASSWORD;
		redirect.sendRedirect(request, response, target);
	}

}

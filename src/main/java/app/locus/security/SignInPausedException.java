package app.locus.security;

import org.springframework.security.core.AuthenticationException;

/**
 * Sign-in refused because the account or the client address is cooling down after too
 * many failures; the password was not even checked.
 */
class SignInPausedException extends AuthenticationException {

	private final transient SignInPause pause;

	SignInPausedException(SignInPause pause) {
		super("Sign-in paused for " + pause.minutes() + " min");
		this.pause = pause;
	}

	SignInPause pause() {
		return pause;
	}

}

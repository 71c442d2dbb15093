package app.locus.security;

import org.springframework.security.core.AuthenticationException;

/**
 * Sign-in refused because the account must wait a moment or the client address is cooling
 * down after too many failures; the password was not even checked.
 */
class SignInPausedException extends AuthenticationException {

	private final transient SignInPause pause;

	SignInPausedException(SignInPause pause) {
		super("Sign-in paused for " + pause.inWords());
		this.pause = pause;
	}

	SignInPause pause() {
		return pause;
	}

}

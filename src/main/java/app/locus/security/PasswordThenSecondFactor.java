package app.locus.security;

import java.time.Clock;

import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.core.Authentication;

/**
 * Password sign-in for people with a second factor (or whose agency requires one): a
 * correct password yields only a {@link PendingSignInToken}, and the code page finishes
 * the sign-in (DD111).
 */
class PasswordThenSecondFactor implements AuthenticationProvider {

	private final AuthenticationProvider passwords;

	private final SecondFactor secondFactor;

	private final Clock clock;

	PasswordThenSecondFactor(AuthenticationProvider passwords, SecondFactor secondFactor, Clock clock) {
		this.passwords = passwords;
		this.secondFactor = secondFactor;
		this.clock = clock;
	}

	@Override
	public Authentication authenticate(Authentication attempt) {
		Authentication result = passwords.authenticate(attempt);
		if (result == null || !(result.getPrincipal() instanceof LocusUser user)) {
			return result;
		}
		SecondFactorStep step = secondFactor.stepAfterPassword(user);
		if (step == SecondFactorStep.NONE) {
			return result;
		}
		return new PendingSignInToken(
				new PendingSignIn(user.id(), user.agencyId(), user.email(), step, clock.instant()));
	}

	@Override
	public boolean supports(Class<?> authentication) {
		return passwords.supports(authentication);
	}

}

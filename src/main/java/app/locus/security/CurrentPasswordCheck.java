package app.locus.security;

import java.util.Optional;

import app.locus.security.repository.AccountRepository;

import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * Checks a signed-in person's current password before a change, behind the same
 * {@link LoginThrottle} account counter as sign-in, so a taken-over session cannot guess
 * it faster than the login form could (DD107).
 */
@Component
public class CurrentPasswordCheck {

	private final AccountRepository accounts;

	private final PasswordEncoder encoder;

	private final LoginThrottle throttle;

	CurrentPasswordCheck(AccountRepository accounts, PasswordEncoder encoder, LoginThrottle throttle) {
		this.accounts = accounts;
		this.encoder = encoder;
		this.throttle = throttle;
	}

	/**
	 * @return empty when the password is the user's current one; otherwise what to tell
	 * them (wrong, or paused for some minutes)
	 */
	public Optional<String> refusal(LocusUser user, String password) {
		String address = "password-change:" + user.id().value();
		AccountKey account = AccountKey.of(user);
		Optional<SignInPause> paused = throttle.pauseFor(account, address);
		if (paused.isPresent()) {
			return Optional.of(pausedFor(paused.get()));
		}
		boolean matches = password != null && accounts.findByEmail(user.email())
			.filter(stored -> stored.id().equals(user.id()) && stored.passwordHash() != null)
			.map(stored -> encoder.matches(password, stored.passwordHash()))
			.orElse(false);
		if (matches) {
			throttle.recordSuccess(account);
			return Optional.empty();
		}
		return Optional.of(throttle.recordFailure(account, address)
			.map(CurrentPasswordCheck::pausedFor)
			.orElse("The current password is not correct."));
	}

	private static String pausedFor(SignInPause pause) {
		return "Too many wrong passwords: try again in " + pause.inWords() + ".";
	}

}

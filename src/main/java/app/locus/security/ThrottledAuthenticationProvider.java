package app.locus.security;

import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/**
 * Password sign-in behind the {@link LoginThrottle}: failures count against the account
 * the address finds, whichever spelling was typed (DD185); during a wait or cool-down the
 * password is not checked at all, and every kind of failure (unknown e-mail, wrong
 * password, disabled account, an account of another agency than the host's, DD070) looks
 * the same from outside.
 */
class ThrottledAuthenticationProvider implements AuthenticationProvider {

	private final AuthenticationProvider passwords;

	private final LoginThrottle throttle;

	private final SiteResolver sites;

	ThrottledAuthenticationProvider(AuthenticationProvider passwords, LoginThrottle throttle, SiteResolver sites) {
		this.passwords = passwords;
		this.throttle = throttle;
		this.sites = sites;
	}

	@Override
	public Authentication authenticate(Authentication attempt) {
		AccountKey account = throttle.accountOf(attempt.getName());
		String address = attempt.getDetails() instanceof WebAuthenticationDetails web && web.getRemoteAddress() != null
				? web.getRemoteAddress() : "unknown";
		throttle.pauseFor(account, address).ifPresent(pause -> {
			throw new SignInPausedException(pause);
		});
		Authentication result;
		try {
			result = passwords.authenticate(attempt);
			if (!(result.getPrincipal() instanceof LocusUser user) || !sites.current().admits(user.agencyId())) {
				throw new BadCredentialsException("Not an account of this site");
			}
		}
		catch (AuthenticationException ex) {
			throttle.recordFailure(account, address).ifPresent(pause -> {
				throw new SignInPausedException(pause);
			});
			throw new BadCredentialsException("Bad credentials");
		}
		throttle.recordSuccess(account);
		return result;
	}

	@Override
	public boolean supports(Class<?> authentication) {
		return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
	}

}

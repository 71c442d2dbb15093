package app.locus.security;

import jakarta.servlet.http.HttpServletRequest;

import app.locus.base.AgencyId;
import app.locus.base.EmailAddress;
import app.locus.security.repository.AccountRepository;

import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * The rules a sign-in through an agency's identity provider shares with password sign-in:
 * the login throttle, an enabled account, and an account of the agency whose host the
 * request came to (or a platform host). The provider has already vouched for the e-mail
 * address; this decides whether it is a Locus account here (DD071).
 */
@Component
public class ProviderSignIn {

	private final AccountRepository accounts;

	private final LoginThrottle throttle;

	private final SiteResolver sites;

	ProviderSignIn(AccountRepository accounts, LoginThrottle throttle, SiteResolver sites) {
		this.accounts = accounts;
		this.throttle = throttle;
		this.sites = sites;
	}

	/**
	 * The active account of {@code agency} with this verified address.
	 * @throws ProviderSignInRefusedException ({@link ProviderRefusal#ACCOUNT}) when there
	 * is none, it is disabled, it belongs to another agency, or the host is another
	 * agency's; counted by the login throttle
	 * @throws org.springframework.security.core.AuthenticationException while sign-in is
	 * paused for the address or the account
	 */
	public LocusUser accept(AgencyId agency, String verifiedEmail) {
		String email = EmailAddress.normalise(verifiedEmail);
		String address = clientAddress();
		throttle.pauseFor(email, address).ifPresent(pause -> {
			throw new SignInPausedException(pause);
		});
		LocusUser user = accounts.findByEmail(email)
			.filter(found -> found.agencyId().equals(agency) && found.isEnabled()
					&& sites.current().admits(found.agencyId()))
			.orElse(null);
		if (user == null) {
			throttle.recordFailure(email, address).ifPresent(pause -> {
				throw new SignInPausedException(pause);
			});
			throw new ProviderSignInRefusedException(ProviderRefusal.ACCOUNT);
		}
		throttle.recordSuccess(email);
		return user;
	}

	private static String clientAddress() {
		if (RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attributes) {
			HttpServletRequest request = attributes.getRequest();
			return request.getRemoteAddr() == null ? "unknown" : request.getRemoteAddr();
		}
		return "unknown";
	}

}

package app.locus.security;

import java.util.Optional;

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
	 * The active account of {@code agency} with this verified address, spelt as the
	 * account spells it once both are normalised: the database would also match an
	 * accented spelling, which is another mailbox at the provider (DD185).
	 * @throws ProviderSignInRefusedException ({@link ProviderRefusal#ACCOUNT}) when there
	 * is none, it is disabled, it belongs to another agency, or the host is another
	 * agency's; counted by the login throttle
	 * @throws org.springframework.security.core.AuthenticationException while sign-in is
	 * paused for the address or the account
	 */
	public LocusUser accept(AgencyId agency, String verifiedEmail) {
		String email = EmailAddress.normalise(verifiedEmail);
		Optional<LocusUser> found = accounts.findByEmail(email);
		AccountKey account = AccountKey.of(found, verifiedEmail);
		String address = clientAddress();
		throttle.pauseFor(account, address).ifPresent(pause -> {
			throw new SignInPausedException(pause);
		});
		LocusUser user = found
			.filter(candidate -> EmailAddress.normalise(candidate.email()).equals(email)
					&& candidate.agencyId().equals(agency) && candidate.isEnabled()
					&& sites.current().admits(candidate.agencyId()))
			.orElse(null);
		if (user == null) {
			throttle.recordFailure(account, address).ifPresent(pause -> {
				throw new SignInPausedException(pause);
			});
			throw new ProviderSignInRefusedException(ProviderRefusal.ACCOUNT);
		}
		throttle.recordSuccess(account);
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

package app.locus.security;

import app.locus.base.EmailAddress;
import app.locus.security.repository.AccountRepository;

import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;

/**
 * Loads the person signing in by e-mail. Accounts without a password (to sign in through
 * an identity provider later) cannot sign in with a password.
 */
class AccountUserDetailsService implements UserDetailsService {

	private final AccountRepository accounts;

	AccountUserDetailsService(AccountRepository accounts) {
		this.accounts = accounts;
	}

	@Override
	public UserDetails loadUserByUsername(String username) {
		return accounts.findByEmail(EmailAddress.normalise(username))
			.filter(user -> user.passwordHash() != null)
			.orElseThrow(() -> new UsernameNotFoundException("No such account"));
	}

}

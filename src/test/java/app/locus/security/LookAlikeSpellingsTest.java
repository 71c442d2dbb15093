package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.fixtures.MutableClock;
import app.locus.security.repository.AccountRepository;
import app.locus.security.repository.ThrottleRepository;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/**
 * Issue 54, finding 2: the database finds an account under accented and full-width
 * spellings of its address, so the sign-in throttle must count every spelling as one
 * account. Each attempt comes from another client address, so only the account's count
 * can refuse it; the clock stands still.
 */
@IntegrationTest
class LookAlikeSpellingsTest {

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	AccountRepository accounts;

	@Autowired
	ThrottleRepository counters;

	@Autowired
	PasswordEncoder encoder;

	@Autowired
	SiteResolver sites;

	LocusUser admin;

	AuthenticationProvider signIn;

	@BeforeEach
	void account() {
		admin = new TestTenants(provisioning).agency().user(Role.AGENCY_ADMIN);
		signIn = new ThrottledAuthenticationProvider(SecurityConfig.passwordChecks(accounts, encoder),
				new LoginThrottle(counters, accounts, MutableClock.startingNow()), sites);
	}

	@Test
	void after_ten_wrong_passwords_no_other_spelling_of_the_address_signs_in() {
		assertThat(admin.email()).startsWith("a");
		for (int i = 1; i <= 10; i++) {
			String wrong = "wrong password " + i;
			assertThatThrownBy(() -> attempt(admin.email(), wrong)).isInstanceOf(AuthenticationException.class);
		}

		String accented = "\u00e1" + admin.email().substring(1);
		String fullWidth = "\uff41" + admin.email().substring(1);
		assertThatThrownBy(() -> attempt(accented, TestTenants.PASSWORD)).as(accented)
			.isInstanceOf(SignInPausedException.class);
		assertThatThrownBy(() -> attempt(fullWidth, TestTenants.PASSWORD)).as(fullWidth)
			.isInstanceOf(SignInPausedException.class);
		assertThatThrownBy(() -> attempt(admin.email().toUpperCase(), TestTenants.PASSWORD))
			.isInstanceOf(SignInPausedException.class);
	}

	private void attempt(String email, String password) {
		UsernamePasswordAuthenticationToken attempt = UsernamePasswordAuthenticationToken.unauthenticated(email,
				password);
		attempt.setDetails(new WebAuthenticationDetails("198.51.100." + OpaqueId.next(), null));
		signIn.authenticate(attempt);
	}

}

package app.locus.security;

import static app.locus.db.Tables.LOGIN_THROTTLE;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import app.locus.base.OpaqueId;
import app.locus.fixtures.MutableClock;
import app.locus.security.repository.AccountRepository;
import app.locus.security.repository.ThrottleRepository;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class LoginThrottleTest {

	@Autowired
	ThrottleRepository counters;

	@Autowired
	AccountRepository accounts;

	@Autowired
	DSLContext db;

	// The clock stands still, so that a wait of a second is still running when the test
	// looks.
	LoginThrottle throttle;

	@BeforeEach
	void throttle() {
		throttle = new LoginThrottle(counters, accounts, MutableClock.startingNow());
	}

	@Test
	void the_fifth_failure_for_an_account_makes_it_wait_at_every_address() {
		AccountKey email = randomEmail();
		for (int i = 1; i < 5; i++) {
			assertThat(throttle.recordFailure(email, randomAddress())).as("failure %d", i).isEmpty();
		}

		assertThat(throttle.recordFailure(email, randomAddress()))
			.hasValueSatisfying(pause -> assertThat(pause.seconds()).isEqualTo(1));
		assertThat(throttle.pauseFor(email, randomAddress())).isPresent();
		assertThat(throttle.pauseFor(randomEmail(), randomAddress())).isEmpty();
	}

	@Test
	void every_spelling_of_an_address_without_an_account_counts_as_one() {
		String plain = "nobody-" + OpaqueId.next().toLowerCase() + "@example.test";

		assertThat(throttle.accountOf("\u00f1" + plain.substring(1))).isEqualTo(throttle.accountOf(plain));
		assertThat(throttle.accountOf("\uff2e" + plain.substring(1).toUpperCase()))
			.isEqualTo(throttle.accountOf(plain));
	}

	@Test
	void a_burst_of_failures_from_one_address_pauses_every_account_tried_from_it() {
		String address = randomAddress();
		for (int i = 1; i < 30; i++) {
			throttle.recordFailure(randomEmail(), address);
		}
		assertThat(throttle.pauseFor(randomEmail(), address)).isEmpty();

		throttle.recordFailure(randomEmail(), address);

		assertThat(throttle.pauseFor(randomEmail(), address)).isPresent();
		assertThat(throttle.pauseFor(randomEmail(), randomAddress())).isEmpty();
	}

	@Test
	void a_successful_sign_in_clears_the_accounts_count() {
		AccountKey email = randomEmail();
		for (int i = 0; i < 4; i++) {
			throttle.recordFailure(email, randomAddress());
		}

		throttle.recordSuccess(email);

		assertThat(throttle.recordFailure(email, randomAddress())).isEmpty();
		assertThat(throttle.pauseFor(email, randomAddress())).isEmpty();
	}

	@Test
	void neither_emails_nor_addresses_are_stored_in_clear() {
		AccountKey email = randomEmail();
		String address = randomAddress();

		throttle.recordFailure(email, address);

		assertThat(db.fetchExists(LOGIN_THROTTLE,
				LOGIN_THROTTLE.SUBJECT.eq(LoginThrottle.subject(LoginThrottle.ACCOUNT, email.value()))))
			.isTrue();
		assertThat(db.fetchExists(LOGIN_THROTTLE,
				LOGIN_THROTTLE.SUBJECT.contains(email.value()).or(LOGIN_THROTTLE.SUBJECT.contains(address))))
			.isFalse();
	}

	private static AccountKey randomEmail() {
		return AccountKey.of(Optional.empty(), OpaqueId.next() + "@example.test");
	}

	private static String randomAddress() {
		return "198.51.100." + OpaqueId.next();
	}

}

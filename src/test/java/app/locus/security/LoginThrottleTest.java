package app.locus.security;

import static app.locus.db.Tables.LOGIN_THROTTLE;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.OpaqueId;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class LoginThrottleTest {

	@Autowired
	LoginThrottle throttle;

	@Autowired
	DSLContext db;

	@Test
	void the_tenth_failure_for_an_account_pauses_it_from_every_address() {
		String email = randomEmail();
		for (int i = 1; i < 10; i++) {
			assertThat(throttle.recordFailure(email, randomAddress())).as("failure %d", i).isEmpty();
		}

		assertThat(throttle.recordFailure(email, randomAddress()))
			.hasValueSatisfying(pause -> assertThat(pause.minutes()).isEqualTo(1));
		assertThat(throttle.pauseFor(email, randomAddress())).isPresent();
		assertThat(throttle.pauseFor(randomEmail(), randomAddress())).isEmpty();
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
		String email = randomEmail();
		for (int i = 0; i < 9; i++) {
			throttle.recordFailure(email, randomAddress());
		}

		throttle.recordSuccess(email);

		assertThat(throttle.recordFailure(email, randomAddress())).isEmpty();
		assertThat(throttle.pauseFor(email, randomAddress())).isEmpty();
	}

	@Test
	void neither_emails_nor_addresses_are_stored_in_clear() {
		String email = randomEmail();
		String address = randomAddress();

		throttle.recordFailure(email, address);

		assertThat(db.fetchExists(LOGIN_THROTTLE,
				LOGIN_THROTTLE.SUBJECT.eq(LoginThrottle.subject(LoginThrottle.ACCOUNT, email))))
			.isTrue();
		assertThat(db.fetchExists(LOGIN_THROTTLE,
				LOGIN_THROTTLE.SUBJECT.contains(email).or(LOGIN_THROTTLE.SUBJECT.contains(address))))
			.isFalse();
	}

	private static String randomEmail() {
		return OpaqueId.next() + "@example.test";
	}

	private static String randomAddress() {
		return "198.51.100." + OpaqueId.next();
	}

}

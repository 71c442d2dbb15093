package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * Passwords longer than BCrypt's 72 bytes are hashed whole (DD107), and hashes stored
 * before, as plain {bcrypt}, still sign in.
 */
class BcryptSha256PasswordEncoderTest {

	private final PasswordEncoder encoder = SecurityConfig.delegatingEncoder();

	@Test
	void a_long_password_in_any_script_counts_to_its_last_character() {
		String base = "пароль для входа в портал ".repeat(4);
		String hash = encoder.encode(base + "а");

		assertThat(hash).startsWith("{bcrypt-sha256}");
		assertThat(encoder.matches(base + "а", hash)).isTrue();
		assertThat(encoder.matches(base + "б", hash)).as("differs only after 72 bytes").isFalse();
	}

	@Test
	void hashes_stored_as_plain_bcrypt_still_match() {
		String old = "{bcrypt}" + new BCryptPasswordEncoder().encode("northwind-admin-1");

		assertThat(encoder.matches("northwind-admin-1", old)).isTrue();
		assertThat(encoder.matches("northwind-admin-2", old)).isFalse();
	}

}

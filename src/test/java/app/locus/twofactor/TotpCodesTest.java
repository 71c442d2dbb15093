package app.locus.twofactor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.Test;

class TotpCodesTest {

	/** RFC 6238 appendix B: the SHA1 key is the ASCII "12345678901234567890". */
	private static final byte[] RFC_KEY = "12345678901234567890".getBytes(StandardCharsets.US_ASCII);

	private static final String RFC_KEY_BASE32 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

	/** RFC 6238 appendix B, SHA1 column: time in seconds to the eight-digit TOTP. */
	private static final Map<Long, String> RFC_SHA1_VECTORS = Map.of(59L, "94287082", 1111111109L, "07081804",
			1111111111L, "14050471", 1234567890L, "89005924", 2000000000L, "69279037", 20000000000L, "65353130");

	private final TotpCodes codes = new TotpCodes();

	@Test
	void the_oracle_gives_the_rfc_6238_sha1_test_vectors() {
		assertThat(TotpOracle.decode(RFC_KEY_BASE32)).isEqualTo(RFC_KEY);
		RFC_SHA1_VECTORS.forEach((seconds,
				totp) -> assertThat(TotpOracle.code(RFC_KEY, seconds / 30, 8)).as("T=%d", seconds).isEqualTo(totp));
	}

	@Test
	void the_application_gives_the_six_digit_form_of_the_rfc_6238_sha1_test_vectors() {
		RFC_SHA1_VECTORS
			.forEach((seconds, totp) -> assertThat(codes.code(RFC_KEY_BASE32, seconds / 30)).as("T=%d", seconds)
				.isEqualTo(totp.substring(2)));
	}

	@Test
	void a_code_is_accepted_one_step_either_side_and_no_further() {
		Instant now = Instant.ofEpochSecond(1234567890);
		long step = 1234567890L / 30;

		assertThat(codes.matchingStep(RFC_KEY_BASE32, "005924", now)).hasValue(step);
		for (int offset = -1; offset <= 1; offset++) {
			String code = TotpOracle.code(RFC_KEY, step + offset, 6);
			assertThat(codes.matchingStep(RFC_KEY_BASE32, code, now)).as("offset %d", offset).hasValue(step + offset);
		}
		for (int offset : new int[] { -3, -2, 2, 3 }) {
			String code = TotpOracle.code(RFC_KEY, step + offset, 6);
			assertThat(codes.matchingStep(RFC_KEY_BASE32, code, now)).as("offset %d", offset).isEmpty();
		}
	}

	@Test
	void anything_but_six_digits_is_no_code() {
		Instant now = Instant.ofEpochSecond(1234567890);

		assertThat(codes.matchingStep(RFC_KEY_BASE32, "89005924", now)).isEmpty();
		assertThat(codes.matchingStep(RFC_KEY_BASE32, "05924", now)).isEmpty();
		assertThat(codes.matchingStep(RFC_KEY_BASE32, "", now)).isEmpty();
		assertThat(codes.matchingStep(RFC_KEY_BASE32, null, now)).isEmpty();
		assertThat(codes.matchingStep(RFC_KEY_BASE32, "00592a", now)).isEmpty();
	}

	@Test
	void new_secrets_are_160_bit_base32_and_differ() {
		String one = codes.newSecret();

		assertThat(one).matches("[A-Z2-7]{32}");
		assertThat(TotpOracle.decode(one)).hasSize(20);
		assertThat(codes.newSecret()).isNotEqualTo(one);
	}

	@Test
	void the_otpauth_address_names_issuer_account_and_parameters() {
		assertThat(TotpCodes.otpauthUri("Summit & Co", "ann@example.test", RFC_KEY_BASE32))
			.startsWith("otpauth://totp/")
			.contains("secret=" + RFC_KEY_BASE32)
			.contains("issuer=Summit")
			.contains("digits=6")
			.contains("period=30")
			.contains("algorithm=SHA1");
	}

	@Test
	void recovery_codes_are_ten_distinct_and_typed_forms_normalise() {
		var generated = RecoveryCodes.generate();

		assertThat(generated).hasSize(10)
			.doesNotHaveDuplicates()
			.allMatch(code -> code.matches("[a-z0-9]{4}(-[a-z0-9]{4}){3}"));
		assertThat(RecoveryCodes.normalise(" ABCD efgh-1234 5678 ")).isEqualTo("abcd-efgh-1234-5678");
		assertThat(RecoveryCodes.normalise("abcd-efgh-1234")).isNull();
		assertThat(RecoveryCodes.normalise("abcd-efgh-1234-567!")).isNull();
		assertThat(RecoveryCodes.normalise(null)).isNull();
	}

}
